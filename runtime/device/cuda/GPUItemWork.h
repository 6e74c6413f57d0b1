//===- GPUItemWork.h - what a stream item still runs on the GPU -*- C++ -*-===//
//
// A stream item's GPU work may still run when its stage hands it on
// (device/cuda/CudaDevice.h, gpuBeginItem): a gpu stage after it waits for
// that work on the GPU, a cpu stage or the host on the host. The item
// carries what they wait for.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_CUDA_GPUITEMWORK_H
#define HPVM_RUNTIME_DEVICE_CUDA_GPUITEMWORK_H

#include <cstdint>

namespace hpvm::rt {

/// An event recorded after the item's latest GPU work, on the lane of the
/// stage that queued it; made on first use and kept with the item.
struct GPUItemWork {
  void *Device = nullptr; // the GPU whose event it is (CudaDevice.cpp)
  void *Event = nullptr;  // a CUevent
  bool Pending = false;   // recorded, and nobody waited for it on the host
  uint64_t Records = 0;   // how many stages recorded it
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_DEVICE_CUDA_GPUITEMWORK_H
