//===- DeviceTensors.cpp - where a tensor's data is on the GPU ------------===//
//
// A half copy is current while the tracked object it was converted from
// (or written for) is still the tensor's and the tracker's float copy on the
// device has not been replaced from the host since. Freed half copies go to
// a buffer cache, as the tracker's device buffers do: each layer's output is
// a new tensor, freed with its batch.
//
//===----------------------------------------------------------------------===//
#include "DeviceTensors.h"
#include "../Tensor.h"
#include "HalfKernels.h"
#include "device/cuda/CudaDevice.h"
#include "device/cuda/CudaDriver.h"
#include "hpvm/hpvm_rt.h"
#include "memory/BufferCache.h"
#include "memory/MemoryTracker.h"

#include <algorithm>
#include <cassert>
#include <unordered_map>

namespace hpvm::tensor::gpu {
namespace {

using rt::cuda::CUdeviceptr;

struct HalfCopy {
  CUdeviceptr Buffer = 0;
  size_t Bytes = 0;
  /// The tracked object it holds the data of; 0 when stale.
  rt::ObjectId Of = 0;
  /// Written by an fp16 operation: the float copies are stale.
  bool Newer = false;
};

struct Copies {
  std::unordered_map<const void *, HalfCopy> ByData; // by host_data
  rt::BufferCache Free{size_t(256) << 20};
};

Copies &copies() {
  static Copies *C = new Copies; // never destroyed, like the libraries
  return *C;
}

const rt::cuda::Driver &driver() {
  std::string Reason;
  const rt::cuda::Driver *D = rt::cuda::loadDriver(Reason);
  assert(D && "GPU operations run only where the driver loaded");
  return *D;
}

void *floatCopy(const char *Op, hpvm_tensor &T, bool In, bool Out) {
  if (!T.tracked) {
    hpvm_rt_track_mem(T.host_data, T.size_in_bytes);
    T.tracked = 1;
  }
  return hpvm_rt_gpu_pointer(Op, T.host_data, In, Out);
}

rt::ObjectId objectOf(const hpvm_tensor &T) {
  auto O = rt::MemoryTracker::global().lookup(T.host_data);
  return O ? O->Id : 0;
}

/// Whether \p H holds the data of the tracker's float copy of \p T on the
/// GPU, which is up to date (one look-up in the tracker).
bool halfCurrent(const HalfCopy &H, const hpvm_tensor &T) {
  auto O = rt::MemoryTracker::global().lookup(T.host_data);
  return H.Of && O && O->Id == H.Of && (O->ValidAt & ~(1u << rt::HostLocation));
}

/// \p T's half copy, with a buffer (its contents as they were).
HalfCopy &halfCopy(const char *Op, hpvm_tensor &T) {
  Copies &C = copies();
  HalfCopy &H = C.ByData[T.host_data];
  size_t Bytes = std::max<size_t>(T.num_elems * 2, 2);
  if (H.Buffer && H.Bytes == Bytes)
    return H;
  assert(!H.Buffer && "a tensor's size does not change");
  const rt::cuda::Driver &D = driver();
  H.Buffer = C.Free.take(Bytes);
  if (!H.Buffer && D.cuMemAlloc(&H.Buffer, Bytes) != rt::cuda::CUDA_SUCCESS) {
    rt::flushGPULaunches(); // kept library calls may use the cached buffers
    for (uint64_t B : C.Free.takeAll())
      D.cuMemFree(B);
    if (D.cuMemAlloc(&H.Buffer, Bytes) != rt::cuda::CUDA_SUCCESS) {
      C.ByData.erase(T.host_data);
      opError(Op, "cannot allocate a half-precision copy of a tensor of " +
                      shapeText(T) + " on the GPU");
    }
  }
  H.Bytes = Bytes;
  return H;
}

void *address(CUdeviceptr P) { return reinterpret_cast<void *>(P); }

void floatFromHalf(const char *Op, hpvm_tensor &T, HalfCopy &H) {
  convertToFloat(Op, floatCopy(Op, T, false, true), address(H.Buffer),
                 T.num_elems);
  H.Newer = false;
}

} // namespace

void *deviceInput(const char *Op, hpvm_tensor &T, Precision P) {
  auto &ByData = copies().ByData;
  auto It = ByData.find(T.host_data);
  if (P == Precision::Float) {
    if (It != ByData.end() && It->second.Newer)
      floatFromHalf(Op, T, It->second);
    return floatCopy(Op, T, true, false);
  }
  if (It != ByData.end() && halfCurrent(It->second, T))
    return address(It->second.Buffer);
  void *Float = floatCopy(Op, T, true, false);
  HalfCopy &H = halfCopy(Op, T);
  convertToHalf(Op, address(H.Buffer), Float, T.num_elems);
  H.Of = objectOf(T);
  H.Newer = false;
  return address(H.Buffer);
}

void *deviceOutput(const char *Op, hpvm_tensor &T, Precision P) {
  auto &ByData = copies().ByData;
  if (P == Precision::Float) {
    auto It = ByData.find(T.host_data);
    if (It != ByData.end())
      It->second = {It->second.Buffer, It->second.Bytes, 0, false};
    return floatCopy(Op, T, false, true);
  }
  floatCopy(Op, T, false, true); // the device's copy is the valid one
  HalfCopy &H = halfCopy(Op, T);
  H.Of = objectOf(T);
  H.Newer = true;
  return address(H.Buffer);
}

void toHost(hpvm_tensor &T, std::mutex &Lock) {
  if (!T.tracked)
    return;
  {
    std::lock_guard<std::mutex> Guard(Lock);
    auto &ByData = copies().ByData;
    auto It = ByData.find(T.host_data);
    if (It != ByData.end() && It->second.Newer)
      floatFromHalf("hpvm_tensor_request", T, It->second);
  }
  hpvm_rt_host_pointer(T.host_data, 1, 0);
}

void forget(hpvm_tensor &T, std::mutex &Lock) {
  std::lock_guard<std::mutex> Guard(Lock);
  Copies &C = copies();
  auto It = C.ByData.find(T.host_data);
  if (It != C.ByData.end()) {
    if (!C.Free.keep(It->second.Buffer, It->second.Bytes)) {
      rt::flushGPULaunches(); // kept library calls may use it
      driver().cuMemFree(It->second.Buffer);
    }
    C.ByData.erase(It);
  }
  if (T.tracked)
    hpvm_rt_untrack_mem(T.host_data);
  T.tracked = 0;
}

} // namespace hpvm::tensor::gpu
