//===- CallGraphsTest.cpp - library calls replayed as CUDA graphs ---------===//
//
// CallGraphs (runtime/tensor/cuda/CallGraphs.h) with a stand-in driver
// whose stream capture and graph entry points only count: which batches
// are made call by call, which are captured and which replayed.
//
//===----------------------------------------------------------------------===//
#include "tensor/cuda/CallGraphs.h"

#include <gtest/gtest.h>

#include <cstdlib>

using namespace hpvm::tensor::gpu;
using namespace hpvm::rt::cuda;

namespace {

struct Counts {
  int Captures = 0, Instantiated = 0, Launches = 0, Made = 0;
  bool Capturing = false;
  CUstream HandlesStream = nullptr;
} C;

CUstream_st *const OurStream = reinterpret_cast<CUstream_st *>(0x5000);

Driver stubDriver() {
  Driver D{};
  D.cuStreamCreate = [](CUstream *S, unsigned) {
    *S = OurStream;
    return CUDA_SUCCESS;
  };
  D.cuStreamBeginCapture = [](CUstream S, int Mode) {
    EXPECT_EQ(S, OurStream);
    EXPECT_EQ(Mode, CU_STREAM_CAPTURE_MODE_RELAXED);
    ++C.Captures;
    C.Capturing = true;
    return CUDA_SUCCESS;
  };
  D.cuStreamEndCapture = [](CUstream, CUgraph *G) {
    C.Capturing = false;
    *G = reinterpret_cast<CUgraph>(0x6000);
    return CUDA_SUCCESS;
  };
  D.cuGraphDestroy = [](CUgraph) { return CUDA_SUCCESS; };
  D.cuGraphInstantiate = [](CUgraphExec *E, CUgraph, unsigned long long) {
    ++C.Instantiated;
    *E = reinterpret_cast<CUgraphExec>(0x7000);
    return CUDA_SUCCESS;
  };
  D.cuGraphLaunch = [](CUgraphExec E, CUstream S) {
    EXPECT_EQ(E, reinterpret_cast<CUgraphExec>(0x7000));
    EXPECT_EQ(S, nullptr) << "graphs go to the null stream";
    ++C.Launches;
    return CUDA_SUCCESS;
  };
  return D;
}

[[noreturn]] void reportFailure(const char *Op, const char *Call, int Status) {
  ADD_FAILURE() << Op << ": " << Call << " failed with " << Status;
  std::abort();
}

class CallGraphsTest : public ::testing::Test {
protected:
  CallGraphsTest()
      : D(stubDriver()),
        G(D, [](CUstream S) { C.HandlesStream = S; }, reportFailure) {
    C = Counts();
  }

  /// Keeps Calls calls of key Key (each counts itself when made; with
  /// FailWhileCapturing, one fails while a capture is under way), then
  /// flushes.
  void batch(uint64_t Key, int Calls = 3, bool FailWhileCapturing = false) {
    for (int I = 0; I < Calls; ++I)
      G.keep({"op", "call",
              [FailWhileCapturing] {
                EXPECT_EQ(C.HandlesStream, C.Capturing ? OurStream : nullptr);
                ++C.Made;
                return FailWhileCapturing && C.Capturing ? 3 : 0;
              }},
             callKey("call", Key, I));
    EXPECT_TRUE(G.pending());
    G.flush();
    EXPECT_FALSE(G.pending());
  }

  Driver D;
  CallGraphs G;
};

TEST_F(CallGraphsTest, KeepsWhereTheDriverCaptures) {
  EXPECT_TRUE(G.keeping());
  Driver NoCapture = stubDriver();
  NoCapture.cuStreamBeginCapture = nullptr;
  CallGraphs Plain(NoCapture, [](CUstream) {}, reportFailure);
  EXPECT_FALSE(Plain.keeping());
}

TEST_F(CallGraphsTest, ABatchThatRepeatsIsCapturedThenReplayed) {
  batch(1); // made call by call
  EXPECT_EQ(C.Made, 3);
  EXPECT_EQ(C.Captures, 0);
  batch(1); // captured, launched
  EXPECT_EQ(C.Made, 6);
  EXPECT_EQ(C.Captures, 1);
  EXPECT_EQ(C.Instantiated, 1);
  EXPECT_EQ(C.Launches, 1);
  EXPECT_EQ(C.HandlesStream, nullptr) << "handles back on the null stream";
  batch(1); // replayed: no call made
  batch(1);
  EXPECT_EQ(C.Made, 6);
  EXPECT_EQ(C.Captures, 1);
  EXPECT_EQ(C.Launches, 3);
}

TEST_F(CallGraphsTest, OtherArgumentsAreAnotherBatch) {
  batch(1);
  batch(1);
  batch(2); // another address: made call by call
  EXPECT_EQ(C.Made, 9);
  EXPECT_EQ(C.Launches, 1);
  batch(1); // the first graph still replays
  EXPECT_EQ(C.Made, 9);
  EXPECT_EQ(C.Launches, 2);
}

TEST_F(CallGraphsTest, AlternatingBatchesGetAGraphEach) {
  for (int Round = 0; Round < 4; ++Round) {
    batch(1);
    batch(2);
  }
  EXPECT_EQ(C.Captures, 2);
  EXPECT_EQ(C.Launches, 6);
  EXPECT_EQ(C.Made, 4 * 3);
}

TEST_F(CallGraphsTest, ACallThatFailsInCaptureIsMadeAndNeverCapturedAgain) {
  batch(1, 3, true);
  batch(1, 3, true); // the capture fails: made call by call after it
  EXPECT_EQ(C.Captures, 1);
  EXPECT_EQ(C.Instantiated, 0);
  EXPECT_EQ(C.Launches, 0);
  // The capture stops at the first call that fails.
  EXPECT_EQ(C.Made, 3 + 1 + 3);
  batch(1, 3, true);
  EXPECT_EQ(C.Captures, 1);
  EXPECT_EQ(C.Made, 10);
}

TEST_F(CallGraphsTest, ASingleCallIsNeverCaptured) {
  for (int I = 0; I < 3; ++I)
    batch(1, 1);
  EXPECT_EQ(C.Captures, 0);
  EXPECT_EQ(C.Made, 3);
}

} // namespace
