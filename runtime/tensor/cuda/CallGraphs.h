//===- CallGraphs.h - library calls replayed as CUDA graphs -----*- C++ -*-===//
//
// The GPU operations' library calls (cuDNN, cuBLAS) are kept rather than
// made, and made together when something else needs the null stream (every
// flush of libhpvm-rt's kept kernels, which go after them: a copy, a kernel,
// a wait, memory given back) or the root graph launch ends: a batch. A batch
// that repeats one made before, call for call with the same arguments
// (descriptors, device addresses, sizes, scalars: its key), is captured the
// second time it comes into a CUDA graph (stream capture on a
// stream of our own, the libraries' handles switched to it meanwhile) and
// replayed from then on with one cuGraphLaunch on the null stream: the
// libraries' host work, which takes longer than a small layer's GPU work,
// is done once. An inference of a network whose tensors get the same device
// buffers every time (the buffer caches) is such a batch. Other batches, a
// batch's first time and one the driver or a library would not capture are
// made call by call on the null stream.
//
// Calls are made one by one, without keeping, where graphs are not wanted
// (HPVM_GPU_GRAPHS=0), under the profile (each call is timed) and where
// the driver cannot capture.
//
// One lock of its own, taken by keep(), flush() and use(); nothing else is
// locked while it is held, so a flush may come from any thread, whatever
// runtime locks it holds.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_CUDA_CALLGRAPHS_H
#define HPVM_RUNTIME_TENSOR_CUDA_CALLGRAPHS_H

#include "device/cuda/CudaDriver.h"

#include <atomic>
#include <cstdint>
#include <cstring>
#include <functional>
#include <map>
#include <mutex>
#include <set>
#include <type_traits>
#include <vector>

namespace hpvm::tensor::gpu {

/// What decides a call's work, as words: the call, then its arguments
/// (device addresses, descriptors, sizes, scalars).
using CallKey = std::vector<uint64_t>;

/// One word of a CallKey.
template <typename T> uint64_t keyWord(T Value) {
  if constexpr (std::is_pointer_v<T>)
    return reinterpret_cast<uintptr_t>(Value);
  else if constexpr (std::is_floating_point_v<T>) {
    double D = Value;
    uint64_t Bits;
    std::memcpy(&Bits, &D, sizeof Bits);
    return Bits;
  } else
    return static_cast<uint64_t>(Value);
}

/// The key of call \p Call (a static string) with arguments \p Values.
template <typename... T> CallKey callKey(const char *Call, T... Values) {
  return {keyWord(Call), keyWord(Values)...};
}

/// A library call of operation Op: Make makes it and returns its status
/// (0: success).
struct KeptCall {
  const char *Op, *Call;
  std::function<int()> Make;
};

class CallGraphs {
public:
  /// At most this many graphs are kept; batches of other keys are made call
  /// by call.
  static constexpr size_t MaxGraphs = 32;
  /// Fewer calls are made one by one.
  static constexpr size_t MinCalls = 2;
  /// At most this many keys of batches made call by call are remembered.
  static constexpr size_t MaxSeen = 64;

  /// SetStream points the libraries' handles at a stream (null: the null
  /// stream); Report reports a failed call (and does not return).
  CallGraphs(const rt::cuda::Driver &D,
             std::function<void(rt::cuda::CUstream)> SetStream,
             void (*Report)(const char *Op, const char *Call, int Status));

  /// Whether keep() keeps calls (else the caller makes them itself).
  bool keeping() const { return Keeping; }
  /// Keeps call C, of key K, for the next flush().
  void keep(KeptCall C, const CallKey &K);
  /// Whether calls are kept.
  bool pending() const { return Pending.load(std::memory_order_acquire); }
  /// Makes or replays the kept calls; the GPU's context is current.
  void flush();
  /// Held while the caller uses the handles itself.
  std::unique_lock<std::mutex> use() { return std::unique_lock(M); }

private:
  /// The graph of Calls, captured on Stream and instantiated; null where
  /// the driver or a library would not.
  rt::cuda::CUgraphExec capture(const std::vector<KeptCall> &Calls);
  void make(const KeptCall &C);

  const rt::cuda::Driver &D;
  const std::function<void(rt::cuda::CUstream)> SetStream;
  void (*const Report)(const char *Op, const char *Call, int Status);
  const bool Keeping;

  std::mutex M;
  std::atomic<bool> Pending{false};
  std::vector<KeptCall> Kept;
  CallKey BatchKey; // the kept calls' keys, one after the other
  /// Keys of batches made call by call: the next batch of one is captured.
  std::set<CallKey> Seen;
  std::map<CallKey, rt::cuda::CUgraphExec> Graphs;
  std::set<CallKey> NoGraph; // keys that would not capture
  rt::cuda::CUstream Stream = nullptr;
};

} // namespace hpvm::tensor::gpu

#endif // HPVM_RUNTIME_TENSOR_CUDA_CALLGRAPHS_H
