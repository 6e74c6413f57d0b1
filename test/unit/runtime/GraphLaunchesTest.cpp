//===- GraphLaunchesTest.cpp - batches of kernels as CUDA graphs ----------===//
//
// Without a GPU, against a stand-in driver table that records the calls it
// gets: a batch of a new shape is launched kernel by kernel; the same shape
// again becomes a CUDA graph, replayed with only the parameters that changed
// set; another grid, another kernel order, a single kernel or a shape whose
// graph the driver refuses are launched kernel by kernel; the parameters
// are copied when a launch is kept.
//
//===----------------------------------------------------------------------===//
#include "device/cuda/GraphLaunches.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <string>
#include <vector>

using namespace hpvm::rt::cuda;

namespace {

/// What the stand-in driver was asked, as one line per call.
std::vector<std::string> Calls;

/// Every kernel of the stand-in takes (int *p, int64_t n).
constexpr size_t ParamBytes[] = {8, 8};

CUfunction function(uintptr_t N) { return reinterpret_cast<CUfunction>(N); }

std::string describe(const char *Call, CUfunction F, unsigned GridX,
                     void **Params) {
  int64_t P = 0, N = 0;
  std::memcpy(&P, Params[0], 8);
  std::memcpy(&N, Params[1], 8);
  return std::string(Call) + " f" +
         std::to_string(reinterpret_cast<uintptr_t>(F)) + " grid " +
         std::to_string(GridX) + " (" + std::to_string(P) + ", " +
         std::to_string(N) + ")";
}

CUresult paramInfo(CUfunction, size_t Index, size_t *Offset, size_t *Bytes) {
  if (Index >= 2)
    return CUDA_ERROR_INVALID_VALUE;
  *Offset = 8 * Index;
  *Bytes = ParamBytes[Index];
  return CUDA_SUCCESS;
}

CUresult launchKernel(CUfunction F, unsigned GridX, unsigned, unsigned,
                      unsigned, unsigned, unsigned, unsigned, CUstream,
                      void **Params, void **) {
  Calls.push_back(describe("launch", F, GridX, Params));
  return CUDA_SUCCESS;
}

CUresult graphCreate(CUgraph *Graph, unsigned) {
  static char Made[64];
  static size_t Count = 0;
  *Graph = reinterpret_cast<CUgraph>(&Made[Count++ % 64]);
  Calls.push_back("graph");
  return CUDA_SUCCESS;
}

CUresult addKernelNode(CUgraphNode *Node, CUgraph, const CUgraphNode *After,
                       size_t NumAfter, const CUDA_KERNEL_NODE_PARAMS *P) {
  static char Made[256];
  static size_t Count = 0;
  *Node = reinterpret_cast<CUgraphNode>(&Made[Count++ % 256]);
  Calls.push_back(describe("node", P->func, P->gridDimX, P->kernelParams) +
                  (NumAfter == 1 && After && *After ? " after one" : ""));
  return CUDA_SUCCESS;
}

/// Whether the stand-in refuses to instantiate graphs.
bool Refuse = false;

CUresult instantiate(CUgraphExec *Exec, CUgraph Graph, unsigned long long) {
  Calls.push_back("instantiate");
  if (Refuse)
    return CUDA_ERROR_INVALID_VALUE;
  *Exec = reinterpret_cast<CUgraphExec>(Graph);
  return CUDA_SUCCESS;
}

CUresult setParams(CUgraphExec, CUgraphNode, const CUDA_KERNEL_NODE_PARAMS *P) {
  Calls.push_back(describe("set", P->func, P->gridDimX, P->kernelParams));
  return CUDA_SUCCESS;
}

CUresult graphLaunch(CUgraphExec, CUstream) {
  Calls.push_back("replay");
  return CUDA_SUCCESS;
}

Driver standIn() {
  Driver D{};
  D.cuLaunchKernel = launchKernel;
  D.cuFuncGetParamInfo = paramInfo;
  D.cuGraphCreate = graphCreate;
  D.cuGraphAddKernelNode = addKernelNode;
  D.cuGraphInstantiate = instantiate;
  D.cuGraphExecKernelNodeSetParams = setParams;
  D.cuGraphLaunch = graphLaunch;
  return D;
}

class GraphLaunchesTest : public ::testing::Test {
protected:
  void SetUp() override {
    Calls.clear();
    Refuse = false;
  }

  /// Keeps kernel F on a grid of GridX blocks with parameters (P, N); the
  /// values the caller passed are overwritten right after, as a node's
  /// launch reuses its argument array.
  void keep(uintptr_t F, unsigned GridX, int64_t P, int64_t N) {
    void *Args[] = {&P, &N};
    const char *Failed = nullptr;
    ASSERT_EQ(
        G.keep(
            {"node(int *, long)", "k", function(F), {GridX, 1, 1}, {128, 1, 1}},
            Args, Failed),
        CUDA_SUCCESS);
    P = N = -1;
  }

  /// Enqueues the kept launches; returns the calls made.
  std::vector<std::string> enqueue(GraphLaunches::Enqueued &E) {
    Calls.clear();
    const char *Failed = nullptr;
    EXPECT_EQ(G.enqueue(
                  nullptr,
                  [&](const KernelLaunch &K, void **Params) {
                    return D.cuLaunchKernel(K.Function, K.Grid[0], 1, 1, 1, 1,
                                            1, 0, nullptr, Params, nullptr);
                  },
                  nullptr, nullptr, E, Failed),
              CUDA_SUCCESS);
    EXPECT_TRUE(G.empty());
    return Calls;
  }

  Driver D = standIn();
  GraphLaunches G{D};
};

using Strings = std::vector<std::string>;

TEST_F(GraphLaunchesTest, SameShapeTwiceBecomesAGraph) {
  GraphLaunches::Enqueued E;
  keep(1, 4, 100, 7);
  keep(2, 8, 200, 7);
  EXPECT_EQ(enqueue(E), (Strings{"launch f1 grid 4 (100, 7)",
                                 "launch f2 grid 8 (200, 7)"}));
  EXPECT_FALSE(E.AsGraph);

  keep(1, 4, 101, 7);
  keep(2, 8, 201, 7);
  EXPECT_EQ(enqueue(E), (Strings{"graph", "node f1 grid 4 (101, 7)",
                                 "node f2 grid 8 (201, 7) after one",
                                 "instantiate", "replay"}));
  EXPECT_TRUE(E.AsGraph);
  EXPECT_TRUE(E.Instantiated);
  EXPECT_EQ(E.ParamsSet, 0u);
  EXPECT_STREQ(E.Label, "node + node");

  // The same parameters: the graph is replayed as it is.
  keep(1, 4, 101, 7);
  keep(2, 8, 201, 7);
  EXPECT_EQ(enqueue(E), (Strings{"replay"}));
  EXPECT_FALSE(E.Instantiated);

  // A changed pointer and scalar: only that kernel's parameters are set.
  keep(1, 4, 101, 7);
  keep(2, 8, 300, 9);
  EXPECT_EQ(enqueue(E), (Strings{"set f2 grid 8 (300, 9)", "replay"}));
  EXPECT_EQ(E.ParamsSet, 1u);
}

TEST_F(GraphLaunchesTest, AnotherShapeIsLaunchedKernelByKernel) {
  GraphLaunches::Enqueued E;
  for (int Round = 0; Round < 2; ++Round) {
    keep(1, 4, 100, 7);
    keep(2, 8, 200, 7);
    enqueue(E);
  }
  ASSERT_TRUE(E.AsGraph);
  // Another grid, another order, one kernel more: shapes not seen before.
  keep(1, 5, 100, 7);
  keep(2, 8, 200, 7);
  EXPECT_EQ(enqueue(E), (Strings{"launch f1 grid 5 (100, 7)",
                                 "launch f2 grid 8 (200, 7)"}));
  keep(2, 8, 200, 7);
  keep(1, 4, 100, 7);
  EXPECT_EQ(enqueue(E), (Strings{"launch f2 grid 8 (200, 7)",
                                 "launch f1 grid 4 (100, 7)"}));
  keep(1, 4, 100, 7);
  keep(2, 8, 200, 7);
  keep(2, 8, 200, 7);
  EXPECT_FALSE((enqueue(E), E.AsGraph));
  // The first shape again: its graph, still instantiated.
  keep(1, 4, 100, 7);
  keep(2, 8, 200, 7);
  EXPECT_EQ(enqueue(E), (Strings{"replay"}));
}

// A graph the driver will not make is no error: its kernels are launched
// one by one, and the driver is not asked again.
TEST_F(GraphLaunchesTest, AShapeWhoseGraphIsRefusedIsLaunchedKernelByKernel) {
  GraphLaunches::Enqueued E;
  Refuse = true;
  for (int Round = 0; Round < 3; ++Round) {
    keep(1, 4, 100, 7);
    keep(2, 8, 200, 7);
    Strings Got = enqueue(E);
    EXPECT_FALSE(E.AsGraph);
    EXPECT_FALSE(E.Instantiated);
    ASSERT_GE(Got.size(), 2u);
    EXPECT_EQ(
        Strings(Got.end() - 2, Got.end()),
        (Strings{"launch f1 grid 4 (100, 7)", "launch f2 grid 8 (200, 7)"}));
    EXPECT_EQ(std::count(Got.begin(), Got.end(), "instantiate"),
              Round == 1 ? 1 : 0);
  }
}

TEST_F(GraphLaunchesTest, OneKernelIsNeverAGraph) {
  GraphLaunches::Enqueued E;
  for (int Round = 0; Round < 3; ++Round) {
    keep(1, 4, 100 + Round, 7);
    EXPECT_EQ(enqueue(E), (Strings{"launch f1 grid 4 (" +
                                   std::to_string(100 + Round) + ", 7)"}));
    EXPECT_FALSE(E.AsGraph);
  }
}

TEST_F(GraphLaunchesTest, RemembersAtMostMaxShapes) {
  GraphLaunches::Enqueued E;
  for (unsigned Grid = 1; Grid <= GraphLaunches::MaxShapes + 1; ++Grid) {
    keep(1, Grid, 100, 7);
    keep(2, 8, 200, 7);
    enqueue(E);
  }
  keep(1, 1, 100, 7);
  keep(2, 8, 200, 7);
  enqueue(E);
  EXPECT_TRUE(E.AsGraph);
  // One shape too many was never remembered.
  keep(1, GraphLaunches::MaxShapes + 1, 100, 7);
  keep(2, 8, 200, 7);
  enqueue(E);
  EXPECT_FALSE(E.AsGraph);
}

} // namespace
