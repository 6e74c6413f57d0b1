//===- StreamTest.cpp - streaming graphs: hpvm_rt_stream_*
//-----------------===//
//
// Pipelines described by hand the way hpvmcc describes a streaming root:
// results come out in push order, one per item, whether the host pops as it
// pushes or pushes everything first; stages run at the same time on
// different items; a slow stage holds the others back (bounded buffers);
// non-streaming inputs keep the launch's value; several host threads may
// push to one stream and several streams may run at once; a stage's error
// names the stage and the item; the queue between stages also gives what it
// holds without waiting (for gpu stages, whose lanes CudaDeviceTest.cpp
// checks on a GPU).
//
//===----------------------------------------------------------------------===//
#include "stream/ItemQueue.h"
#include "support/Environment.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <vector>

#include <time.h>

namespace {

// The root's packed parameters: a streamed value and a launch-time offset.
struct RootArgs {
  long Value;
  long Offset;
};

// An item's frame: what each stage reads and writes.
struct Frame {
  long In, Offset, A, B, Out;
};

struct Result {
  long Out;
  long Offset;
};

// Optional behaviour the tests plug into the stages.
std::atomic<int> Running{0};
std::atomic<int> MostRunning{0};
std::atomic<int> StageDelayUs{0};
std::mutex GateM;
std::condition_variable GateCV;
bool GateOpen = true;
std::atomic<long> FailAt{-1};

void stageWork() {
  int Now = ++Running;
  int Before = MostRunning.load();
  while (Now > Before && !MostRunning.compare_exchange_weak(Before, Now)) {
  }
  if (int Us = StageDelayUs.load())
    std::this_thread::sleep_for(std::chrono::microseconds(Us));
  --Running;
}

void begin(void *F, const void *Launch, const void *Push) {
  auto *Fr = static_cast<Frame *>(F);
  Fr->In = static_cast<const RootArgs *>(Push)->Value;
  Fr->Offset = static_cast<const RootArgs *>(Launch)->Offset;
}

void runStage(void *F, int32_t Stage) {
  auto *Fr = static_cast<Frame *>(F);
  stageWork();
  switch (Stage) {
  case 0:
    Fr->A = Fr->In + 1;
    break;
  case 1: {
    std::unique_lock<std::mutex> Lock(GateM);
    GateCV.wait(Lock, [] { return GateOpen; });
    if (Fr->In == FailAt.load())
      hpvm_rt_node_error("double", "the kernel failed");
    Fr->B = Fr->A * 2;
    break;
  }
  case 2:
    Fr->Out = Fr->B - 3 + Fr->Offset;
    break;
  }
}

void end(const void *F, void *R) {
  auto *Fr = static_cast<const Frame *>(F);
  auto *Res = static_cast<Result *>(R);
  Res->Out = Fr->Out;
  Res->Offset = Fr->Offset;
}

const char *const StageNames[] = {"increment", "double", "finish"};

const hpvm_rt_stream_graph Pipeline = {
    "pipeline", StageNames, 3,  sizeof(RootArgs), sizeof(Frame), sizeof(Result),
    begin,      runStage,   end};

long expected(long V, long Offset) { return (V + 1) * 2 - 3 + Offset; }

class Stream : public ::testing::Test {
protected:
  void SetUp() override {
    StageDelayUs = 0;
    Running = 0;
    MostRunning = 0;
    FailAt = -1;
    std::lock_guard<std::mutex> Lock(GateM);
    GateOpen = true;
  }
};

void push(void *S, long V) {
  RootArgs A{V, -1000};
  hpvm_rt_stream_push(S, &A);
}

TEST_F(Stream, PopAfterEachPushGivesThatItem) {
  RootArgs Launch{0, 7};
  void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
  for (long V = 0; V < 50; ++V) {
    push(S, V);
    auto *R = static_cast<Result *>(hpvm_rt_stream_pop(S));
    EXPECT_EQ(R->Out, expected(V, 7));
  }
  hpvm_rt_stream_wait(S);
}

TEST_F(Stream, PushAllThenPopAllKeepsOrder) {
  // Many more items than the buffers hold: the host blocks in no push.
  RootArgs Launch{0, 0};
  void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
  constexpr long N = 200;
  for (long V = 0; V < N; ++V)
    push(S, V);
  for (long V = 0; V < N; ++V)
    EXPECT_EQ(static_cast<Result *>(hpvm_rt_stream_pop(S))->Out,
              expected(V, 0));
  hpvm_rt_stream_wait(S);
}

TEST_F(Stream, NonStreamingInputsKeepTheLaunchValue) {
  // The pushed struct's offset (-1000) is not the one the stages see.
  RootArgs Launch{0, 5};
  void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
  Launch.Offset = 99; // copied at launch: later changes do not count
  push(S, 1);
  auto *R = static_cast<Result *>(hpvm_rt_stream_pop(S));
  EXPECT_EQ(R->Offset, 5);
  EXPECT_EQ(R->Out, expected(1, 5));
  hpvm_rt_stream_wait(S);
}

TEST_F(Stream, EmptyStreamEnds) {
  RootArgs Launch{0, 0};
  hpvm_rt_stream_wait(hpvm_rt_stream_launch(&Pipeline, &Launch));
}

TEST_F(Stream, WaitProcessesItemsNotPopped) {
  std::atomic<int> Seen{0};
  static std::atomic<int> *Counter;
  Counter = &Seen;
  auto Count = [](const void *, void *) { ++*Counter; };
  hpvm_rt_stream_graph G = Pipeline;
  G.end = Count;
  RootArgs Launch{0, 0};
  void *S = hpvm_rt_stream_launch(&G, &Launch);
  for (long V = 0; V < 20; ++V)
    push(S, V);
  hpvm_rt_wait(S); // the graph entry point ends streams too
  EXPECT_EQ(Seen, 20);
}

TEST_F(Stream, ManyItemsNothingLostOrDuplicated) {
  RootArgs Launch{0, 0};
  void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
  constexpr long N = 20000, Ahead = 16;
  long Popped = 0;
  for (long V = 0; V < N; ++V) {
    push(S, V);
    if (V >= Ahead) {
      ASSERT_EQ(static_cast<Result *>(hpvm_rt_stream_pop(S))->Out,
                expected(Popped, 0));
      ++Popped;
    }
  }
  for (; Popped < N; ++Popped)
    ASSERT_EQ(static_cast<Result *>(hpvm_rt_stream_pop(S))->Out,
              expected(Popped, 0));
  hpvm_rt_stream_wait(S);
}

TEST_F(Stream, StagesRunAtTheSameTime) {
  StageDelayUs = 2000;
  RootArgs Launch{0, 0};
  void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
  for (long V = 0; V < 30; ++V)
    push(S, V);
  for (long V = 0; V < 30; ++V)
    hpvm_rt_stream_pop(S);
  hpvm_rt_stream_wait(S);
  EXPECT_EQ(MostRunning, 3);
}

TEST_F(Stream, ASlowStageBlocksThePushes) {
  {
    std::lock_guard<std::mutex> Lock(GateM);
    GateOpen = false;
  }
  RootArgs Launch{0, 0};
  void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
  constexpr long N = 100;
  std::atomic<long> Pushed{0};
  std::thread Producer([&] {
    for (long V = 0; V < N; ++V) {
      push(S, V);
      ++Pushed;
    }
  });
  // Stage 1 holds one item; its queue and stage 0's hold `depth` each, and
  // stage 0 holds one: the producer stops there.
  long Bound = 2 * hpvm_rt_stream_depth() + 2;
  auto Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(20);
  while (Pushed < Bound && std::chrono::steady_clock::now() < Deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  std::this_thread::sleep_for(std::chrono::milliseconds(50));
  EXPECT_EQ(Pushed, Bound);
  {
    std::lock_guard<std::mutex> Lock(GateM);
    GateOpen = true;
  }
  GateCV.notify_all();
  for (long V = 0; V < N; ++V)
    EXPECT_EQ(static_cast<Result *>(hpvm_rt_stream_pop(S))->Out,
              expected(V, 0));
  Producer.join();
  hpvm_rt_stream_wait(S);
}

TEST_F(Stream, SeveralHostThreadsPushToOneStream) {
  RootArgs Launch{0, 0};
  void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
  constexpr int Threads = 4;
  constexpr long PerThread = 500;
  std::vector<std::thread> Producers;
  for (int T = 0; T < Threads; ++T)
    Producers.emplace_back([&, T] {
      for (long I = 0; I < PerThread; ++I)
        push(S, T * PerThread + I);
    });
  std::vector<long> Last(Threads, -1);
  std::vector<int> Count(Threads * PerThread, 0);
  for (long I = 0; I < Threads * PerThread; ++I) {
    long Out = static_cast<Result *>(hpvm_rt_stream_pop(S))->Out;
    long V = (Out + 3) / 2 - 1;
    ASSERT_EQ(expected(V, 0), Out);
    ASSERT_GE(V, 0);
    ASSERT_LT(V, Threads * PerThread);
    ++Count[V];
    // Each thread's items come out in the order it pushed them.
    long T = V / PerThread;
    EXPECT_GT(V, Last[T]);
    Last[T] = V;
  }
  for (std::thread &P : Producers)
    P.join();
  hpvm_rt_stream_wait(S);
  EXPECT_TRUE(
      std::all_of(Count.begin(), Count.end(), [](int C) { return C == 1; }));
}

TEST_F(Stream, TwoStreamsAtOnceFromTwoThreads) {
  auto Run = [](long Offset, bool *Ok) {
    RootArgs Launch{0, Offset};
    void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
    *Ok = true;
    for (long V = 0; V < 1000; ++V) {
      push(S, V);
      *Ok &= static_cast<Result *>(hpvm_rt_stream_pop(S))->Out ==
             expected(V, Offset);
    }
    hpvm_rt_stream_wait(S);
  };
  bool Ok1 = false, Ok2 = false;
  std::thread A(Run, 1, &Ok1), B(Run, 2, &Ok2);
  A.join();
  B.join();
  EXPECT_TRUE(Ok1);
  EXPECT_TRUE(Ok2);
}

// Ten items through a stage that fails on item 3.
void runFailing() {
  FailAt = 3;
  RootArgs Launch{0, 0};
  void *S = hpvm_rt_stream_launch(&Pipeline, &Launch);
  for (long V = 0; V < 10; ++V)
    push(S, V);
  for (long V = 0; V < 10; ++V)
    hpvm_rt_stream_pop(S);
  hpvm_rt_stream_wait(S);
}

// The death tests start stage threads in the child: a child forked from a
// process with threads (other tests' workers) may not (TSan says so), so
// it runs the test binary afresh.
TEST_F(Stream, AStageErrorNamesTheStageAndTheItem) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  EXPECT_EXIT(runFailing(), ::testing::ExitedWithCode(1),
              "hpvm-rt: error: stream 'pipeline', stage 'double', item 3: "
              "node 'double': the kernel failed");
}

TEST_F(Stream, AStageExceptionStopsTheStreamAndReachesTheWaiter) {
  static std::atomic<int> Ran{0};
  Ran = 0;
  auto Throwing = [](void *F, int32_t Stage) {
    if (Stage == 1 && static_cast<Frame *>(F)->In == 3)
      throw std::runtime_error("item 3 is bad");
    ++Ran;
    runStage(F, Stage);
  };
  hpvm_rt_stream_graph G = Pipeline;
  G.run_stage = Throwing;
  RootArgs Launch{0, 0};
  void *S = hpvm_rt_stream_launch(&G, &Launch);
  ::testing::internal::CaptureStderr();
  for (long V = 0; V < 10; ++V)
    push(S, V);
  // Every pop returns: items 0-2 with their results, the others zeroed.
  for (long V = 0; V < 10; ++V)
    EXPECT_EQ(static_cast<Result *>(hpvm_rt_stream_pop(S))->Out,
              V < 3 ? expected(V, 0) : 0)
        << V;
  hpvm_rt_stream_wait(S);
  EXPECT_EQ(::testing::internal::GetCapturedStderr(),
            "hpvm-rt: warning: stream 'pipeline', stage 'double', item 3: an "
            "exception left the stage; the stream stops (no stage runs this "
            "item or a later one)\n");
  // Items 0-2 ran every stage, item 3 stage 0; of the later items, only
  // stage 0 may have run, before the throw.
  EXPECT_LE(Ran, 3 * 3 + 1 + 6);
  EXPECT_THROW(hpvm_rt_rethrow(), std::runtime_error);
  hpvm_rt_rethrow(); // kept once
}

void popAfterWait() {
  RootArgs A{0, 0};
  void *S = hpvm_rt_stream_launch(&Pipeline, &A);
  hpvm_rt_stream_wait(S);
  hpvm_rt_stream_pop(S);
}

TEST_F(Stream, BadHandlesStopWithAMessage) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  int NotAStream = 0;
  RootArgs A{0, 0};
  EXPECT_EXIT(hpvm_rt_stream_push(&NotAStream, &A),
              ::testing::ExitedWithCode(1),
              "hpvm-rt: error: hpvm_rt_stream_push: .* is not a stream in "
              "flight");
  EXPECT_EXIT(popAfterWait(), ::testing::ExitedWithCode(1),
              "hpvm-rt: error: hpvm_rt_stream_pop: .* is not a stream in "
              "flight");
}

TEST(StreamDepth, ParsesPositiveIntegers) {
  EXPECT_EQ(
      hpvm::rt::parsePositiveInt("HPVM_STREAM_DEPTH", nullptr, 4, "items"), 4);
  EXPECT_EQ(hpvm::rt::parsePositiveInt("HPVM_STREAM_DEPTH", "2", 4, "items"),
            2);
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(hpvm::rt::parsePositiveInt("HPVM_STREAM_DEPTH", "0", 4, "items"),
            4);
  EXPECT_EQ(::testing::internal::GetCapturedStderr(),
            "hpvm-rt: warning: HPVM_STREAM_DEPTH='0' is not a positive "
            "integer; using 4 items\n");
}

TEST(StreamSpin, ParsesNonNegativeIntegers) {
  EXPECT_EQ(hpvm::rt::parseNonNegativeInt("HPVM_STREAM_SPIN_US", "0", 50,
                                          "microseconds"),
            0);
  ::testing::internal::CaptureStderr();
  EXPECT_EQ(hpvm::rt::parseNonNegativeInt("HPVM_STREAM_SPIN_US", "-1", 50,
                                          "microseconds"),
            50);
  EXPECT_EQ(::testing::internal::GetCapturedStderr(),
            "hpvm-rt: warning: HPVM_STREAM_SPIN_US='-1' is not a non-negative "
            "integer; using 50 microseconds\n");
}

/// CPU time of the calling thread, in milliseconds.
double threadCpuMs() {
  timespec T;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &T);
  return T.tv_sec * 1e3 + T.tv_nsec / 1e6;
}

// A stage whose next item comes while it spins takes it without sleeping
// (no wake-up to pay), whether it waits for an item or for room.
TEST(ItemQueue, AWaitThatEndsWhileSpinningDoesNotSleep) {
  using hpvm::rt::StreamItem;
  // Longer than any descheduling of a loaded machine.
  hpvm::rt::ItemQueue Q(1, 10000000, 10000000);
  StreamItem A, B, C;
  std::thread Producer([&] {
    Q.push(&A);
    Q.push(&B); // waits for room: the consumer takes A in 20 ms
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
    Q.push(&C);
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(20));
  EXPECT_EQ(Q.pop(), &A);
  EXPECT_EQ(Q.pop(), &B);
  EXPECT_EQ(Q.pop(), &C); // waits: C comes in 20 ms
  Producer.join();
  EXPECT_EQ(Q.sleeps(), 0u);
}

// A wait longer than the spin sleeps: an idle stage keeps no core busy.
TEST(ItemQueue, ALongWaitSleeps) {
  using hpvm::rt::StreamItem;
  hpvm::rt::ItemQueue Q(1, 1000, 1000);
  StreamItem A;
  double CpuMs = 0;
  std::thread Consumer([&] {
    double Before = threadCpuMs();
    EXPECT_EQ(Q.pop(), &A);
    CpuMs = threadCpuMs() - Before;
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  Q.push(&A);
  Consumer.join();
  EXPECT_EQ(Q.sleeps(), 1u);
  // 1 ms of spinning and a wake-up, not 300 ms (sanitizers slow it down).
  EXPECT_LT(CpuMs, 60.0);
}

// What a gpu stage takes while it has items on the GPU: the items there,
// in order, without waiting; a push that waited for room goes on.
TEST(ItemQueue, TryPopTakesWhatIsThereWithoutWaiting) {
  using hpvm::rt::StreamItem;
  hpvm::rt::ItemQueue Q(2, 0, 0);
  StreamItem A, B, C;
  EXPECT_EQ(Q.tryPop(), nullptr);
  Q.push(&A);
  Q.push(&B);
  std::thread Producer([&] { Q.push(&C); });
  EXPECT_EQ(Q.tryPop(), &A);
  Producer.join();
  EXPECT_EQ(Q.pop(), &B);
  EXPECT_EQ(Q.tryPop(), &C);
  Q.close();
  EXPECT_EQ(Q.tryPop(), nullptr);
  EXPECT_EQ(Q.pop(), nullptr);
}

} // namespace
