//===- GraphLaunches.cpp - kernels replayed as CUDA graphs ----------------===//

#include "device/cuda/GraphLaunches.h"

#include <cassert>
#include <cstring>
#include <tuple>

using namespace hpvm::rt::cuda;

namespace {

/// Where a parameter's value starts in a kept launch's data.
constexpr size_t ParamAlign = 16;

CUDA_KERNEL_NODE_PARAMS nodeParams(const KernelLaunch &K, void **Params) {
  CUDA_KERNEL_NODE_PARAMS P{};
  P.func = K.Function;
  P.gridDimX = K.Grid[0];
  P.gridDimY = K.Grid[1];
  P.gridDimZ = K.Grid[2];
  P.blockDimX = K.Block[0];
  P.blockDimY = K.Block[1];
  P.blockDimZ = K.Block[2];
  P.kernelParams = Params;
  return P;
}

} // namespace

bool GraphLaunches::ShapeKernel::operator<(const ShapeKernel &O) const {
  return std::tie(Function, Grid, Block) <
         std::tie(O.Function, O.Grid, O.Block);
}

bool GraphLaunches::keptHaveShape(const Shape &S) const {
  if (S.size() != Used)
    return false;
  for (size_t I = 0; I < Used; ++I)
    if (S[I].Function != Kept[I].K.Function || S[I].Grid != Kept[I].K.Grid ||
        S[I].Block != Kept[I].K.Block)
      return false;
  return true;
}

GraphLaunches::GraphLaunches(const Driver &D) : D(D) {
  assert(D.graphs() && "a driver with CUDA graphs");
}

std::vector<void *> GraphLaunches::Pending::params() {
  std::vector<void *> P;
  P.reserve(Offsets.size());
  for (size_t Offset : Offsets)
    P.push_back(Data.data() + Offset);
  return P;
}

CUresult GraphLaunches::paramSizes(CUfunction F,
                                   const std::vector<size_t> *&Out,
                                   const char *&Failed) {
  auto [It, New] = Sizes.try_emplace(F);
  if (New) {
    // The driver answers CUDA_ERROR_INVALID_VALUE past the last parameter.
    for (size_t I = 0;; ++I) {
      size_t Offset = 0, Bytes = 0;
      CUresult R = D.cuFuncGetParamInfo(F, I, &Offset, &Bytes);
      if (R == CUDA_ERROR_INVALID_VALUE)
        break;
      if (R != CUDA_SUCCESS) {
        Sizes.erase(It);
        Failed = "cuFuncGetParamInfo";
        return R;
      }
      It->second.push_back(Bytes);
    }
  }
  Out = &It->second;
  return CUDA_SUCCESS;
}

CUresult GraphLaunches::keep(const KernelLaunch &K, void **Args,
                             const char *&Failed) {
  const std::vector<size_t> *ParamSizes = nullptr;
  if (CUresult R = paramSizes(K.Function, ParamSizes, Failed))
    return R;
  if (Used == Kept.size())
    Kept.emplace_back();
  Pending &P = Kept[Used++];
  P.K = K;
  P.Data.clear();
  P.Offsets.clear();
  for (size_t I = 0; I < ParamSizes->size(); ++I) {
    size_t At = (P.Data.size() + ParamAlign - 1) / ParamAlign * ParamAlign;
    P.Data.resize(At + (*ParamSizes)[I]);
    std::memcpy(P.Data.data() + At, Args[I], (*ParamSizes)[I]);
    P.Offsets.push_back(At);
  }
  return CUDA_SUCCESS;
}

CUresult GraphLaunches::instantiate(Known &G, const char *&Failed) {
  Failed = "cuGraphCreate";
  if (CUresult R = D.cuGraphCreate(&G.Graph, 0))
    return R;
  for (size_t I = 0; I < Used; ++I) {
    Pending &P = Kept[I];
    std::vector<void *> Params = P.params();
    CUDA_KERNEL_NODE_PARAMS NP = nodeParams(P.K, Params.data());
    CUgraphNode Node = nullptr;
    // Each kernel after the one before, as on the stream.
    const CUgraphNode *After = G.Nodes.empty() ? nullptr : &G.Nodes.back();
    Failed = "cuGraphAddKernelNode";
    if (CUresult R =
            D.cuGraphAddKernelNode(&Node, G.Graph, After, After ? 1 : 0, &NP))
      return R;
    G.Nodes.push_back(Node);
    G.Params.push_back(P.Data);
    // A node's name is its function's signature: the name alone.
    G.Label += (G.Label.empty() ? "" : " + ") +
               std::string(P.K.Node, strcspn(P.K.Node, "("));
  }
  Failed = "cuGraphInstantiate";
  return D.cuGraphInstantiate(&G.Exec, G.Graph, 0);
}

CUresult GraphLaunches::replay(Known &G, CUstream Stream, Enqueued &E,
                               const char *&Failed) {
  for (size_t I = 0; I < Used; ++I) {
    Pending &P = Kept[I];
    if (P.Data == G.Params[I])
      continue;
    std::vector<void *> Params = P.params();
    CUDA_KERNEL_NODE_PARAMS NP = nodeParams(P.K, Params.data());
    Failed = "cuGraphExecKernelNodeSetParams";
    if (CUresult R = D.cuGraphExecKernelNodeSetParams(G.Exec, G.Nodes[I], &NP))
      return R;
    G.Params[I].swap(P.Data);
    ++E.ParamsSet;
  }
  Failed = "cuGraphLaunch";
  return D.cuGraphLaunch(G.Exec, Stream);
}

CUresult GraphLaunches::enqueue(CUstream Stream, const PlainLaunch &Plain,
                                CUevent Start, CUevent End, Enqueued &E,
                                const char *&Failed) {
  E = Enqueued();
  Known *G = nullptr;
  if (Used >= MinKernels && Last && keptHaveShape(Last->first)) {
    G = &Last->second;
  } else if (Used >= MinKernels) {
    Shape S;
    for (size_t I = 0; I < Used; ++I)
      S.push_back({Kept[I].K.Function, Kept[I].K.Grid, Kept[I].K.Block});
    auto It = Shapes.find(S);
    if (It == Shapes.end()) {
      // Seen for the first time: remembered, launched kernel by kernel.
      if (Shapes.size() < MaxShapes)
        Shapes.emplace(std::move(S), Known());
    } else {
      Last = &*It;
      G = &It->second;
    }
  }
  if (G && !G->Exec && !G->Refused) {
    const char *Why = nullptr;
    E.Instantiated = instantiate(*G, Why) == CUDA_SUCCESS;
    if (!E.Instantiated)
      *G = Known{nullptr, nullptr, {}, {}, {}, true};
  }
  if (G && G->Refused)
    G = nullptr;
  CUresult R = CUDA_SUCCESS;
  if (G) {
    E.AsGraph = true;
    E.Label = G->Label.c_str();
    if (Start && (R = D.cuEventRecord(Start, Stream)))
      Failed = "cuEventRecord";
    if (R == CUDA_SUCCESS)
      R = replay(*G, Stream, E, Failed);
    if (R == CUDA_SUCCESS && End && (R = D.cuEventRecord(End, Stream)))
      Failed = "cuEventRecord";
  }
  for (size_t I = 0; !G && I < Used && R == CUDA_SUCCESS; ++I) {
    std::vector<void *> Params = Kept[I].params();
    R = Plain(Kept[I].K, Params.data());
  }
  Used = 0;
  return R;
}
