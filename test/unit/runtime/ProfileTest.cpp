//===- ProfileTest.cpp - HPVM_PROFILE=1 and HPVM_TRACE on the CPU ---------===//
//
// The report at exit counts graphs (launch to wait) and CPU nodes (launches,
// instances, threads, time); the trace holds the same as events, with the
// chunks on the worker threads' rows. Each case runs in a child process
// (death-test style) that sets the environment before the runtime reads it;
// under ThreadSanitizer the child's stderr may start with a warning of
// libomp's (SanitizerDefaults.cpp). That a program without the variables
// prints nothing is tested in test/lit/profile.
// A gpu node's line is checked here from the records the CUDA device makes
// (its kernels and copies on a GPU are tested in CudaDeviceTest.cpp).
//
//===----------------------------------------------------------------------===//
#include "profile/Profile.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

namespace {

void nothing(void *, int64_t, int64_t) {}

void twoLoops(void *) {
  hpvm_rt_parallel_for("scale", 1000, nothing, nullptr);
  hpvm_rt_parallel_for("scale", 1000, nothing, nullptr);
}

class Profile : public ::testing::Test {
protected:
  void SetUp() override { GTEST_FLAG_SET(death_test_style, "threadsafe"); }
};

TEST_F(Profile, CountsGraphsAndCPUNodes) {
  EXPECT_EXIT(
      {
        setenv("HPVM_PROFILE", "1", 1);
        hpvm_rt_run("twice(int*, long)", twoLoops, nullptr);
        hpvm_rt_wait(hpvm_rt_launch("twice(int*, long)", twoLoops, nullptr));
        exit(0);
      },
      ::testing::ExitedWithCode(0),
      "hpvm-rt: profile: graph 'twice': 2 launches, [0-9.]+ ms launch to "
      "wait\n"
      "hpvm-rt: profile: node 'scale' on the cpu: 4 launches, 4000 "
      "instances, [0-9]+ threads?, [0-9.]+ ms\n"
      "hpvm-rt: profile: transfers: 0 host->device \\(0 bytes\\), 0 "
      "device->host \\(0 bytes\\)\n$");
}

/// What CudaDevice records of its launches: node 'same' twice on one grid,
/// node 'varies' on two.
void recordKernels() {
  using hpvm::rt::profile::recordKernel;
  // As the CUDA device does when it looks for the GPU: reads the variables.
  ASSERT_TRUE(hpvm::rt::profile::enabled());
  const int64_t Grid[3] = {8, 1, 1}, Block[3] = {128, 1, 1};
  const int64_t Wider[3] = {16, 2, 1}, Tile[3] = {32, 8, 1};
  recordKernel("same(int*)", "add_one", Grid, Block, 0.5f, 0, 1);
  recordKernel("same(int*)", "add_one", Grid, Block, 0.25f, 1, 2);
  recordKernel("varies", "add_one", Grid, Block, 1, 0, 1);
  recordKernel("varies", "add_one", Wider, Tile, 1, 1, 2);
}

TEST_F(Profile, GPUNodeHasItsGridAndBlock) {
  EXPECT_EXIT(
      {
        setenv("HPVM_PROFILE", "1", 1);
        recordKernels();
        exit(0);
      },
      ::testing::ExitedWithCode(0),
      "hpvm-rt: profile: node 'same': 2 launches, 0.750 ms in kernels, grid "
      "8 x 1 x 1 blocks of 128 x 1 x 1 threads\n"
      "hpvm-rt: profile: node 'varies': 2 launches, 2.000 ms in kernels, "
      "last grid 16 x 2 x 1 blocks of 32 x 8 x 1 threads\n");
}

// HPVM_GPU_GRAPHS: one line per CUDA graph, its replays and parameter
// updates summed, after the nodes' lines.
TEST_F(Profile, CUDAGraphHasItsReplays) {
  EXPECT_EXIT(
      {
        setenv("HPVM_PROFILE", "1", 1);
        recordKernels();
        using hpvm::rt::profile::recordGPUGraph;
        recordGPUGraph("a + b + c", 3, 0, 0.5f, 0, 1);
        recordGPUGraph("a + b + c", 3, 2, 0.25f, 1, 2);
        recordGPUGraph("b + a", 2, 1, 1, 2, 3);
        exit(0);
      },
      ::testing::ExitedWithCode(0),
      "last grid 16 x 2 x 1 blocks of 32 x 8 x 1 threads\n"
      "hpvm-rt: profile: cuda graph 'a \\+ b \\+ c': 3 kernels, 2 replays, "
      "0.750 ms in kernels, 2 kernel parameter updates\n"
      "hpvm-rt: profile: cuda graph 'b \\+ a': 2 kernels, 1 replay, 1.000 ms "
      "in kernels, 1 kernel parameter update\n");
}

std::string readFile(const std::string &Path) {
  std::ifstream In(Path);
  std::stringstream S;
  S << In.rdbuf();
  return S.str();
}

TEST_F(Profile, TraceHasGraphNodeAndChunkEvents) {
  // Named after the test binary: the sanitizer builds run the same test at
  // once, and a death test's child runs this line again.
  std::string Path = ::testing::TempDir() + "hpvm-profile-test-trace." +
                     program_invocation_short_name + ".json";
  std::remove(Path.c_str());
  EXPECT_EXIT(
      {
        setenv("HPVM_TRACE", Path.c_str(), 1);
        unsetenv("HPVM_PROFILE");
        hpvm_rt_run("twice", twoLoops, nullptr);
        recordKernels();
        exit(0);
      },
      ::testing::ExitedWithCode(0), "");
  std::string Trace = readFile(Path);
  EXPECT_EQ(Trace.rfind("{\"displayTimeUnit\": \"ms\", \"traceEvents\": [", 0),
            0u)
      << Trace;
  EXPECT_NE(Trace.find("\"name\": \"twice\", \"cat\": \"graph\""),
            std::string::npos)
      << Trace;
  EXPECT_NE(Trace.find("\"name\": \"scale\", \"cat\": \"node\""),
            std::string::npos)
      << Trace;
  EXPECT_NE(Trace.find("\"instances\": 1000"), std::string::npos) << Trace;
  EXPECT_NE(Trace.find("\"cat\": \"chunk\""), std::string::npos) << Trace;
  EXPECT_NE(Trace.find("\"end\": 1000}"), std::string::npos) << Trace;
  EXPECT_NE(Trace.find("\"name\": \"same\", \"cat\": \"kernel\""),
            std::string::npos)
      << Trace;
  EXPECT_NE(Trace.find("\"grid\": [8, 1, 1], \"block\": [128, 1, 1]"),
            std::string::npos)
      << Trace;
  EXPECT_EQ(Trace.substr(Trace.size() - 3), "]}\n") << Trace;
  std::remove(Path.c_str());
}

} // namespace
