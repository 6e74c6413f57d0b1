//===- StagedCopies.h - copies through page-locked buffers -----*- C++ -*-===//
//
// The driver copies pageable host memory through its own page-locked
// buffers, with one host thread doing the memcpy into them. The GPU device
// copies big objects (MinBytes and more; HPVM_GPU_STAGING=0: none) through
// two page-locked buffers of its own instead, ChunkBytes each: a team of host threads (OpenMP) copies
// one chunk between the object and one buffer while the GPU's copy engine
// moves the chunk in the other buffer. The copies are ordered on the null
// stream, like the runtime's kernels: a copy to the device returns once its
// last chunk is in a buffer (the host may then change the object), a copy
// to the host once the whole object is there. Small copies home (a graph's
// one-element result) go through a small page-locked buffer of their own.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_CUDA_STAGEDCOPIES_H
#define HPVM_RUNTIME_DEVICE_CUDA_STAGEDCOPIES_H

#include "device/cuda/CudaDriver.h"

#include <atomic>
#include <cstddef>
#include <mutex>

namespace hpvm::rt::cuda {

class StagedCopies {
public:
  /// The chunk size: each of the two buffers holds this many bytes.
  static constexpr size_t ChunkBytes = size_t(8) << 20;
  /// The smallest object copied through the buffers, unless \p Setting (the
  /// value of HPVM_GPU_STAGING, null when unset) is "0": then 0, none.
  static size_t minBytes(const char *Setting);
  /// Copies home of at most this many bytes go through a small page-locked
  /// buffer of their own (when staging is on): the driver's copy into
  /// page-locked memory and one memcpy, rather than its copy to pageable
  /// memory, which dominates a graph launch on a small object.
  static constexpr size_t SmallHomeBytes = size_t(64) << 10;
  /// The most host threads a copy uses to fill or empty the buffers: up to
  /// 8 (more only share the same memory bandwidth).
  static int maxThreads();

  explicit StagedCopies(const Driver &D) : D(D) {}
  /// Waits for the copies still in flight and gives the buffers back.
  ~StagedCopies();
  StagedCopies(const StagedCopies &) = delete;
  StagedCopies &operator=(const StagedCopies &) = delete;

  /// Copies Bytes bytes from the host at Src to the device at Dst. Returns
  /// the first error of the driver, with Failed naming its call.
  CUresult toDevice(CUdeviceptr Dst, const void *Src, size_t Bytes,
                    const char *&Failed);
  /// Copies Bytes bytes from the device at Src to the host at Dst.
  CUresult toHost(void *Dst, CUdeviceptr Src, size_t Bytes,
                  const char *&Failed);
  /// Waits for the copies still moving: for work on a stream that does not
  /// wait for the null stream.
  CUresult finish(const char *&Failed);

private:
  /// toHost of at most SmallHomeBytes, through SmallHome.
  CUresult smallToHost(void *Dst, CUdeviceptr Src, size_t Bytes,
                       const char *&Failed);
  /// The buffers and their events, on first use.
  CUresult allocate(const char *&Failed);
  /// Buffer B is the copy engine's until what the stream has now is done.
  CUresult queued(int B, const char *&Failed);
  /// Waits until the copy engine is done with buffer B.
  CUresult drain(int B, const char *&Failed);

  const Driver &D;
  std::mutex M; // one staged copy at a time: they share the buffers
  void *Buffer[2] = {nullptr, nullptr};
  CUevent Moved[2] = {nullptr, nullptr}; // recorded after each buffer's copy
  bool InFlight[2] = {false, false};     // a copy uses it until Moved
  // SmallHomeBytes, on first use; its own lock, so that a small copy home,
  // which waits for the kernels before it, holds up no staged copy in.
  std::mutex SmallM;
  void *SmallHome = nullptr;
  // A copy to the device may still be moving (finish has not seen it end).
  std::atomic<bool> ToDeviceMoving{false};
};

/// Copies Bytes bytes from Src to Dst on a team of host threads, as the
/// staged copies fill their buffers (for a pipeline stage's own pinned
/// staging memory, CudaDevice.cpp).
void copyOnThreads(void *Dst, const void *Src, size_t Bytes);

} // namespace hpvm::rt::cuda

#endif // HPVM_RUNTIME_DEVICE_CUDA_STAGEDCOPIES_H
