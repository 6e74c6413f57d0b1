//===- ThreadPoolTest.cpp - hpvm_rt_parallel_for and the worker count -----===//
//
// Every index is covered exactly once for awkward sizes and worker counts, a
// parallel loop inside a parallel loop stays on its thread, and two loops
// started at once from two threads (two graphs in flight) both complete; a
// thread can leave workers to others (a split launch's device parts).
//
//===----------------------------------------------------------------------===//
#include "device/cpu/ThreadPool.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>
#include <omp.h>

#include <atomic>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using namespace hpvm::rt;

namespace {

struct Coverage {
  explicit Coverage(int64_t N) : N(N), Hits(N > 0 ? N : 0) {}

  const int64_t N;
  std::vector<std::atomic<int>> Hits;
  std::atomic<int> BadChunks{0};
};

void countChunk(void *Env, int64_t Begin, int64_t End) {
  auto *C = static_cast<Coverage *>(Env);
  if (Begin < 0 || Begin >= End || End > C->N) {
    ++C->BadChunks;
    return;
  }
  for (int64_t I = Begin; I < End; ++I)
    C->Hits[I].fetch_add(1, std::memory_order_relaxed);
}

::testing::AssertionResult coveredOnce(const Coverage &C) {
  if (C.BadChunks)
    return ::testing::AssertionFailure() << C.BadChunks << " bad chunks";
  for (int64_t I = 0; I < C.N; ++I)
    if (int Hits = C.Hits[I].load(); Hits != 1)
      return ::testing::AssertionFailure()
             << "index " << I << " run " << Hits << " times";
  return ::testing::AssertionSuccess();
}

class WithThreads : public ::testing::TestWithParam<int> {
protected:
  void SetUp() override { setNumThreads(GetParam()); }
  void TearDown() override { setNumThreads(0); }
};

TEST_P(WithThreads, CoversEveryIndexOnce) {
  EXPECT_EQ(hpvm_rt_num_threads(), GetParam());
  for (int64_t N : {0, 1, 7, 1000003}) {
    Coverage C(N);
    hpvm_rt_parallel_for("cover", N, countChunk, &C);
    EXPECT_TRUE(coveredOnce(C)) << "n = " << N;
  }
}

INSTANTIATE_TEST_SUITE_P(ParallelFor, WithThreads,
                         ::testing::Values(1, 2, 3, 8));

TEST(ParallelFor, NegativeCountRunsNothing) {
  Coverage C(0);
  hpvm_rt_parallel_for("negative", -5, countChunk, &C);
  EXPECT_EQ(C.BadChunks, 0);
}

struct NestedRun {
  std::mutex M;
  std::set<std::thread::id> Threads;
  std::atomic<int> InnerChunksElsewhere{0};
  std::atomic<int> InnerInNestedRegion{0};
  std::atomic<int64_t> InnerIndices{0};
};

struct InnerEnv {
  NestedRun *Run;
  std::thread::id Caller;
};

void innerChunk(void *Env, int64_t Begin, int64_t End) {
  auto *E = static_cast<InnerEnv *>(Env);
  if (std::this_thread::get_id() != E->Caller)
    ++E->Run->InnerChunksElsewhere;
  if (omp_get_level() > 1)
    ++E->Run->InnerInNestedRegion;
  E->Run->InnerIndices += End - Begin;
}

void outerChunk(void *Env, int64_t Begin, int64_t End) {
  auto *Run = static_cast<NestedRun *>(Env);
  {
    std::lock_guard<std::mutex> Lock(Run->M);
    Run->Threads.insert(std::this_thread::get_id());
  }
  InnerEnv Inner{Run, std::this_thread::get_id()};
  for (int64_t I = Begin; I < End; ++I)
    hpvm_rt_parallel_for("inner", 100, innerChunk, &Inner);
}

TEST(ParallelFor, NestedRunsOnTheCallingThread) {
  setNumThreads(4);
  NestedRun Run;
  hpvm_rt_parallel_for("outer", 64, outerChunk, &Run);
  setNumThreads(0);
  EXPECT_EQ(Run.InnerIndices, 64 * 100);
  EXPECT_EQ(Run.InnerChunksElsewhere, 0);
  EXPECT_EQ(Run.InnerInNestedRegion, 0);
  EXPECT_LE(Run.Threads.size(), 4u);
}

TEST(ParallelFor, TwoThreadsAtOnce) {
  setNumThreads(2);
  Coverage A(300007), B(300007);
  std::thread TA([&] { hpvm_rt_parallel_for("a", A.N, countChunk, &A); });
  std::thread TB([&] { hpvm_rt_parallel_for("b", B.N, countChunk, &B); });
  TA.join();
  TB.join();
  setNumThreads(0);
  EXPECT_TRUE(coveredOnce(A));
  EXPECT_TRUE(coveredOnce(B));
}

TEST(ParallelForDeathTest, NullBodyNamesTheNode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(hpvm_rt_parallel_for("leaf_fn", 10, nullptr, nullptr),
              ::testing::ExitedWithCode(1),
              "hpvm-rt: error: .*node 'leaf_fn' has no body");
}

TEST(NumThreads, DefaultsToEnvironmentOrProcessors) {
  setNumThreads(0);
  EXPECT_EQ(hpvm_rt_num_threads(),
            parseNumThreads(getenv("HPVM_NUM_THREADS"), omp_get_num_procs()));
  setNumThreads(5);
  EXPECT_EQ(hpvm_rt_num_threads(), 5);
  setNumThreads(0);
}

TEST(NumThreads, ASetAsideScopeLeavesWorkersToOtherThreads) {
  setNumThreads(8);
  {
    SetAsideScope TwoDeviceParts(2);
    EXPECT_EQ(hpvm_rt_num_threads(), 6);
    {
      SetAsideScope More(10);
      EXPECT_EQ(hpvm_rt_num_threads(), 1); // at least one worker
    }
    EXPECT_EQ(hpvm_rt_num_threads(), 6);
    int Elsewhere = 0;
    std::thread([&] { Elsewhere = hpvm_rt_num_threads(); }).join();
    EXPECT_EQ(Elsewhere, 8); // the calling thread's loops only
    Coverage C(1000);
    hpvm_rt_parallel_for("leaf_fn", C.N, countChunk, &C);
    EXPECT_TRUE(coveredOnce(C));
  }
  EXPECT_EQ(hpvm_rt_num_threads(), 8);
  setNumThreads(0);
}

TEST(NumThreads, ParsesPositiveIntegers) {
  EXPECT_EQ(parseNumThreads(nullptr, 6), 6);
  EXPECT_EQ(parseNumThreads("1", 6), 1);
  EXPECT_EQ(parseNumThreads("12", 6), 12);
}

TEST(NumThreads, WarnsAboutInvalidValues) {
  for (const char *Bad : {"", "0", "-3", "four", "4x", "99999999999999"}) {
    ::testing::internal::CaptureStderr();
    EXPECT_EQ(parseNumThreads(Bad, 6), 6) << Bad;
    std::string Err = ::testing::internal::GetCapturedStderr();
    EXPECT_EQ(Err, "hpvm-rt: warning: HPVM_NUM_THREADS='" + std::string(Bad) +
                       "' is not a positive integer; using 6 threads\n");
  }
}

} // namespace
