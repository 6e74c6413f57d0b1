//===- OverlappedCopiesTest.cpp - copies in alongside the last kernels ----===//
//
// Without a GPU, against a stand-in driver table that records the calls it
// gets: no copy overlaps anything before the first kernels, nor kernels
// that use its buffer, nor anything after library calls (forget); a copy
// that does waits for the event before the last kernels and makes the null
// stream wait for it.
//
//===----------------------------------------------------------------------===//
#include "device/cuda/OverlappedCopies.h"

#include <gtest/gtest.h>

#include <string>
#include <vector>

using namespace hpvm::rt::cuda;

namespace {

/// What the stand-in driver was asked, as one line per call; streams and
/// events are named by the order they were made in.
std::vector<std::string> Calls;
char Handles[8];
int Made = 0;

std::string name(const void *Handle) {
  if (!Handle)
    return "null";
  return "#" + std::to_string(static_cast<const char *>(Handle) - Handles);
}

CUresult streamCreate(CUstream *S, unsigned) {
  *S = reinterpret_cast<CUstream>(&Handles[Made++]);
  Calls.push_back("stream " + name(*S));
  return CUDA_SUCCESS;
}

CUresult eventCreate(CUevent *E, unsigned) {
  *E = reinterpret_cast<CUevent>(&Handles[Made++]);
  Calls.push_back("event " + name(*E));
  return CUDA_SUCCESS;
}

CUresult eventRecord(CUevent E, CUstream S) {
  Calls.push_back("record " + name(E) + " on " + name(S));
  return CUDA_SUCCESS;
}

CUresult streamWaitEvent(CUstream S, CUevent E, unsigned) {
  Calls.push_back(name(S) + " waits for " + name(E));
  return CUDA_SUCCESS;
}

CUresult copyAsync(CUdeviceptr Dst, const void *, size_t Bytes, CUstream S) {
  Calls.push_back("copy " + std::to_string(Bytes) + " to " +
                  std::to_string(Dst) + " on " + name(S));
  return CUDA_SUCCESS;
}

class OverlappedCopiesTest : public ::testing::Test {
protected:
  void SetUp() override {
    Calls.clear();
    Made = 0;
    D.cuStreamCreate = streamCreate;
    D.cuEventCreate = eventCreate;
    D.cuEventRecord = eventRecord;
    D.cuStreamWaitEvent = streamWaitEvent;
    D.cuMemcpyHtoDAsync = copyAsync;
  }

  /// Kernels using Buffers are about to be enqueued.
  void kernels(std::vector<CUdeviceptr> Buffers) {
    const char *Failed = nullptr;
    ASSERT_EQ(C.beforeKernels(Buffers, Failed), CUDA_SUCCESS);
    EXPECT_TRUE(Buffers.empty());
  }

  Driver D{};
  OverlappedCopies C{D};
  int Host = 0;
};

using Strings = std::vector<std::string>;

TEST_F(OverlappedCopiesTest, NothingToOverlapBeforeTheFirstKernels) {
  EXPECT_FALSE(C.alongside(0x1000));
  EXPECT_TRUE(Calls.empty());
}

TEST_F(OverlappedCopiesTest, ACopyGoesAlongsideKernelsThatDoNotUseItsBuffer) {
  kernels({0x1000, 0x2000});
  EXPECT_EQ(Calls, (Strings{"stream #0", "event #1", "event #2",
                            "record #1 on null"}));
  EXPECT_FALSE(C.alongside(0x1000));
  EXPECT_FALSE(C.alongside(0x2000));
  ASSERT_TRUE(C.alongside(0x3000));
  Calls.clear();
  const char *Failed = nullptr;
  ASSERT_EQ(C.toDevice(0x3000, &Host, 4, Failed), CUDA_SUCCESS);
  EXPECT_EQ(Calls, (Strings{"#0 waits for #1", "copy 4 to 12288 on #0",
                            "record #2 on #0", "null waits for #2"}));
}

TEST_F(OverlappedCopiesTest, OnlyTheLastKernelsCount) {
  kernels({0x1000});
  kernels({0x2000});
  Calls.clear();
  // The event is recorded again: the stream and events are made once.
  kernels({0x3000});
  EXPECT_EQ(Calls, (Strings{"record #1 on null"}));
  EXPECT_TRUE(C.alongside(0x1000));
  EXPECT_FALSE(C.alongside(0x3000));
}

// A copy from pageable memory on the null stream may still be on its way
// when it returns: a copy into its buffer does not overtake it.
TEST_F(OverlappedCopiesTest, NotAlongsideACopyStillOnItsWay) {
  kernels({0x1000});
  C.written(0x2000);
  EXPECT_FALSE(C.alongside(0x2000));
  EXPECT_TRUE(C.alongside(0x3000));
  kernels({0x1000});
  EXPECT_TRUE(C.alongside(0x2000));
}

TEST_F(OverlappedCopiesTest, NothingAlongsideAfterLibraryCalls) {
  kernels({0x1000});
  C.forget();
  EXPECT_FALSE(C.alongside(0x2000));
  kernels({0x1000});
  EXPECT_TRUE(C.alongside(0x2000));
}

} // namespace
