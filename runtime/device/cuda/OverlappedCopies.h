//===- OverlappedCopies.h - copies in alongside kernels ---------*- C++ -*-===//
//
// HPVM_GPU_OVERLAP=1 (CudaDevice.cpp): a copy to the device may run while
// the kernels enqueued last on the null stream run, when they do not use
// the buffer it fills. Such a copy goes on a non-blocking stream of its own
// after an event recorded on the null stream right before those kernels
// (so after every earlier use of any buffer), and the null stream waits for
// an event after it (so whatever comes after it in the program comes after
// it on the GPU too). It is a copy from pageable memory: the driver returns
// once the data is in its own staging memory, and the host may then change
// it.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_CUDA_OVERLAPPEDCOPIES_H
#define HPVM_RUNTIME_DEVICE_CUDA_OVERLAPPEDCOPIES_H

#include "device/cuda/CudaDriver.h"

#include <cstddef>
#include <mutex>
#include <vector>

namespace hpvm::rt::cuda {

class OverlappedCopies {
public:
  explicit OverlappedCopies(const Driver &D) : D(D) {}

  /// Kernels that use Buffers (emptied) are about to be enqueued on the
  /// null stream, the context current: records where they start. On an
  /// error, Failed says which call failed.
  CUresult beforeKernels(std::vector<CUdeviceptr> &Buffers,
                         const char *&Failed);
  /// Work that may use any buffer was enqueued on the null stream since:
  /// no copy overlaps anything until the next kernels.
  void forget();
  /// A copy into Buffer was enqueued on the null stream since the last
  /// kernels: it may still be on its way (a copy from pageable memory
  /// returns once the driver has the data), so no copy into Buffer may
  /// overtake it.
  void written(CUdeviceptr Buffer);
  /// Whether a copy into Buffer may run alongside the last kernels.
  bool alongside(CUdeviceptr Buffer);
  /// Copies Bytes bytes from pageable host memory at Src to Dst, alongside
  /// the last kernels (alongside(Dst) said so).
  CUresult toDevice(CUdeviceptr Dst, const void *Src, size_t Bytes,
                    const char *&Failed);

private:
  const Driver &D;
  std::mutex M;
  CUstream Stream = nullptr;    // made with the events, on first use
  CUevent BeforeLast = nullptr; // on the null stream
  CUevent Arrived = nullptr;    // on Stream, after its last copy
  bool LastKnown = false;       // BeforeLast and LastBuffers say it all
  std::vector<CUdeviceptr> LastBuffers;
};

} // namespace hpvm::rt::cuda

#endif // HPVM_RUNTIME_DEVICE_CUDA_OVERLAPPEDCOPIES_H
