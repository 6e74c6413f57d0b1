//===- CallGraphs.cpp - library calls replayed as CUDA graphs -------------===//
//
// Capture is relaxed (the libraries may allocate or query the device while
// a capture is under way) on a non-blocking stream of our own, so that
// other threads' work on the null stream neither waits for nor invalidates
// it; nothing runs while capturing, and the graph is launched on the null
// stream, where the calls would have gone.
//
//===----------------------------------------------------------------------===//
#include "CallGraphs.h"
#include "../Tensor.h"
#include "device/cuda/CudaDevice.h"
#include "profile/Profile.h"

#include <cassert>
#include <string>

namespace hpvm::tensor::gpu {

using namespace rt::cuda;

CallGraphs::CallGraphs(const Driver &D, std::function<void(CUstream)> SetStream,
                       void (*Report)(const char *, const char *, int))
    : D(D), SetStream(std::move(SetStream)), Report(Report),
      Keeping(rt::gpuGraphsWanted() && !rt::profile::enabled() && D.capture()) {
}

void CallGraphs::keep(KeptCall C, const CallKey &K) {
  assert(Keeping && "calls are kept only where they can be replayed");
  std::lock_guard<std::mutex> Lock(M);
  Kept.push_back(std::move(C));
  BatchKey.insert(BatchKey.end(), K.begin(), K.end());
  Pending.store(true, std::memory_order_release);
}

void CallGraphs::make(const KeptCall &C) {
  if (int Status = C.Make())
    Report(C.Op, C.Call, Status);
}

CUgraphExec CallGraphs::capture(const std::vector<KeptCall> &Calls) {
  if (!Stream && D.cuStreamCreate(&Stream, CU_STREAM_NON_BLOCKING)) {
    Stream = nullptr;
    return nullptr;
  }
  if (D.cuStreamBeginCapture(Stream, CU_STREAM_CAPTURE_MODE_RELAXED))
    return nullptr;
  SetStream(Stream);
  bool Made = true;
  for (const KeptCall &C : Calls)
    Made = Made && C.Make() == 0;
  CUgraph Graph = nullptr;
  CUresult Ended = D.cuStreamEndCapture(Stream, &Graph);
  SetStream(nullptr);
  CUgraphExec Exec = nullptr;
  if (Made && Ended == CUDA_SUCCESS && Graph &&
      D.cuGraphInstantiate(&Exec, Graph, 0) != CUDA_SUCCESS)
    Exec = nullptr;
  if (Graph)
    D.cuGraphDestroy(Graph);
  return Exec;
}

void CallGraphs::flush() {
  std::lock_guard<std::mutex> Lock(M);
  if (Kept.empty())
    return;
  std::vector<KeptCall> Calls;
  Calls.swap(Kept);
  CallKey Key;
  Key.swap(BatchKey);
  Pending.store(false, std::memory_order_release);

  auto Launch = [&](CUgraphExec Exec) {
    if (CUresult R = D.cuGraphLaunch(Exec, nullptr))
      opError(Calls.front().Op, "cuGraphLaunch of a graph of " +
                                    std::to_string(Calls.size()) +
                                    " library calls failed: " + describe(D, R));
  };
  if (auto It = Graphs.find(Key); It != Graphs.end())
    return Launch(It->second);
  if (Calls.size() >= MinCalls && Graphs.size() < MaxGraphs &&
      Seen.count(Key) && !NoGraph.count(Key)) {
    Seen.erase(Key);
    if (CUgraphExec Exec = capture(Calls)) {
      Launch(Exec);
      Graphs.emplace(std::move(Key), Exec);
      return;
    }
    // Made call by call from now on.
    if (NoGraph.size() == MaxSeen)
      NoGraph.clear();
    NoGraph.insert(std::move(Key));
  } else if (Calls.size() >= MinCalls && !NoGraph.count(Key)) {
    if (Seen.size() == MaxSeen)
      Seen.clear();
    Seen.insert(std::move(Key));
  }
  for (const KeptCall &C : Calls)
    make(C);
}

} // namespace hpvm::tensor::gpu
