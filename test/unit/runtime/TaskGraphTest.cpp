//===- TaskGraphTest.cpp - hpvm_rt_run_children ---------------------------===//
//
// Children run once each and after their predecessors, for random graphs
// and worker counts; independent children run at the same time, and their
// instance loops share one team; inside a chunk of a loop the children run
// in order on the calling thread; malformed edge lists are fatal errors
// that name the node.
//
//===----------------------------------------------------------------------===//
#include "graph/TaskGraph.h"
#include "device/cpu/ThreadPool.h"

#include "hpvm/hpvm_rt.h"

#include <gtest/gtest.h>
#include <omp.h>

#include <atomic>
#include <chrono>
#include <deque>
#include <random>
#include <thread>
#include <vector>

using namespace hpvm::rt;

namespace {

/// A graph of children as hpvm_rt_run_children takes it, and what running
/// it did.
struct Graph {
  explicit Graph(int32_t N) : N(N), Succs(N), Runs(N), Start(N), End(N) {}

  void edge(int32_t From, int32_t To) { Succs[From].push_back(To); }
  void flatten() {
    SuccBegin.clear();
    Flat.clear();
    for (const std::vector<int32_t> &S : Succs) {
      SuccBegin.push_back(static_cast<int32_t>(Flat.size()));
      Flat.insert(Flat.end(), S.begin(), S.end());
    }
    SuccBegin.push_back(static_cast<int32_t>(Flat.size()));
  }
  void run(const char *Name = "graph") {
    flatten();
    hpvm_rt_run_children(Name, N, SuccBegin.data(), Flat.data(), child, this);
  }

  static void child(void *Frame, int32_t I) {
    auto *G = static_cast<Graph *>(Frame);
    G->Start[I] = G->Clock.fetch_add(1);
    G->Runs[I].fetch_add(1);
    if (G->Body)
      G->Body(*G, I);
    G->End[I] = G->Clock.fetch_add(1);
  }

  ::testing::AssertionResult ranInOrder() const {
    for (int32_t I = 0; I != N; ++I) {
      if (Runs[I] != 1)
        return ::testing::AssertionFailure()
               << "child " << I << " ran " << Runs[I] << " times";
      for (int32_t S : Succs[I])
        if (End[I] >= Start[S])
          return ::testing::AssertionFailure()
                 << "child " << S << " started before " << I << " ended";
    }
    return ::testing::AssertionSuccess();
  }

  const int32_t N;
  std::vector<std::vector<int32_t>> Succs;
  std::vector<int32_t> SuccBegin, Flat;
  std::vector<std::atomic<int>> Runs;
  std::vector<int64_t> Start, End;
  std::atomic<int64_t> Clock{0};
  void (*Body)(Graph &, int32_t) = nullptr;
  std::atomic<int> Seen{0};
  std::thread::id Caller;
  std::atomic<int> Elsewhere{0};
  std::atomic<int> NestedTeams{0};
};

class ChildrenWithThreads : public ::testing::TestWithParam<int> {
protected:
  void SetUp() override { setNumThreads(GetParam()); }
  void TearDown() override { setNumThreads(0); }
};

TEST_P(ChildrenWithThreads, RandomGraphsRunEachChildOnceAfterItsPredecessors) {
  std::mt19937 Random(GetParam());
  for (int Round = 0; Round != 20; ++Round) {
    int32_t N = 1 + Random() % 40;
    Graph G(N);
    // Edges only go forward, so the graph is acyclic.
    for (int32_t From = 0; From != N; ++From)
      for (int32_t To = From + 1; To != N; ++To)
        if (Random() % 5 == 0)
          G.edge(From, To);
    G.run();
    EXPECT_TRUE(G.ranInOrder()) << "round " << Round;
  }
}

INSTANTIATE_TEST_SUITE_P(RunChildren, ChildrenWithThreads,
                         ::testing::Values(1, 2, 4, 7));

/// Announces itself, then waits up to ten seconds for the other child.
void meet(Graph &G, int32_t) {
  G.Seen.fetch_add(1);
  auto Deadline = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (G.Seen.load() < 2 && std::chrono::steady_clock::now() < Deadline)
    std::this_thread::yield();
}

TEST(RunChildren, IndependentChildrenRunAtTheSameTime) {
  setNumThreads(4);
  Graph G(3);
  G.edge(0, 2);
  G.edge(1, 2);
  G.Body = [](Graph &G, int32_t I) {
    if (I < 2)
      meet(G, I);
  };
  G.run();
  setNumThreads(0);
  EXPECT_TRUE(G.ranInOrder());
  // Had one waited for the other to finish, it would have met nobody.
  EXPECT_EQ(G.Seen.load(), 2);
  EXPECT_LT(G.Start[1], G.End[0]);
  EXPECT_LT(G.Start[0], G.End[1]);
}

struct Loop {
  Graph *G;
  std::vector<std::atomic<int>> Hits;
};

void loopChunk(void *Env, int64_t Begin, int64_t End) {
  auto *L = static_cast<Loop *>(Env);
  if (omp_get_level() > 1)
    ++L->G->NestedTeams;
  for (int64_t I = Begin; I < End; ++I)
    ++L->Hits[I];
}

TEST(RunChildren, LoopsOfConcurrentChildrenShareOneTeam) {
  setNumThreads(4);
  Graph G(2);
  G.Body = [](Graph &G, int32_t) {
    Loop L{&G, std::vector<std::atomic<int>>(1000)};
    hpvm_rt_parallel_for("loop", 1000, loopChunk, &L);
    for (std::atomic<int> &H : L.Hits)
      if (H != 1)
        ++G.Elsewhere;
  };
  G.run();
  setNumThreads(0);
  EXPECT_TRUE(G.ranInOrder());
  EXPECT_EQ(G.Elsewhere.load(), 0) << "indices not run exactly once";
  EXPECT_EQ(G.NestedTeams.load(), 0);
}

void childrenInChunk(void *Env, int64_t Begin, int64_t End) {
  auto *Graphs = static_cast<std::deque<Graph> *>(Env);
  for (int64_t I = Begin; I < End; ++I) {
    Graph &G = (*Graphs)[I];
    G.Caller = std::this_thread::get_id();
    G.Body = [](Graph &G, int32_t) {
      if (std::this_thread::get_id() != G.Caller)
        ++G.Elsewhere;
    };
    G.edge(0, 2);
    G.run("in-chunk");
  }
}

TEST(RunChildren, InsideAChunkRunInOrderOnTheCallingThread) {
  setNumThreads(4);
  std::deque<Graph> Graphs;
  for (int I = 0; I != 16; ++I)
    Graphs.emplace_back(3);
  hpvm_rt_parallel_for("outer", 16, childrenInChunk, &Graphs);
  setNumThreads(0);
  for (Graph &G : Graphs) {
    EXPECT_TRUE(G.ranInOrder());
    EXPECT_EQ(G.Elsewhere.load(), 0);
  }
}

TEST(RunChildren, NoChildrenRunsNothing) {
  int32_t SuccBegin[1] = {0};
  hpvm_rt_run_children("empty", 0, SuccBegin, nullptr, Graph::child, nullptr);
}

TEST(RunChildrenDeathTest, CycleNamesTheNode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Graph G(2);
  G.edge(0, 1);
  G.edge(1, 0);
  EXPECT_EXIT(G.run("cyclic"), ::testing::ExitedWithCode(1),
              "hpvm-rt: error: .*children of node 'cyclic' form a cycle");
}

TEST(RunChildrenDeathTest, CycleBelowARootNamesTheNode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Graph G(3);
  G.edge(0, 1);
  G.edge(1, 2);
  G.edge(2, 1);
  EXPECT_EXIT(G.run("cyclic"), ::testing::ExitedWithCode(1),
              "hpvm-rt: error: .*children of node 'cyclic' form a cycle");
}

TEST(RunChildrenDeathTest, BadEdgeNamesTheNode) {
  GTEST_FLAG_SET(death_test_style, "threadsafe");
  Graph G(2);
  G.edge(0, 5);
  EXPECT_EXIT(G.run("bad"), ::testing::ExitedWithCode(1),
              "hpvm-rt: error: .*node 'bad' has an edge from child 0 to child "
              "5 of 2");
}

} // namespace
