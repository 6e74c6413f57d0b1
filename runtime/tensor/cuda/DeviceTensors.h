//===- DeviceTensors.h - where a tensor's data is on the GPU ----*- C++ -*-===//
//
// A tensor's float data on the GPU is libhpvm-rt's: its memory tracker
// copies it to the device when an operation reads it and back when the host
// asks for it (hpvm_tensor_request), and keeps it on the device between
// layers. Operations under the fp16 knob read and write a half-precision copy
// of it, kept here: converted from the float copy on first use (once for
// weights), and converted back only when an FP32 operation or the host needs
// the float data, so that a chain of fp16 operations runs in half precision
// from end to end.
//
// All calls but toHost and forget are made with the GPU operations' lock
// held (GpuOps.cpp); those two take it.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_CUDA_DEVICETENSORS_H
#define HPVM_RUNTIME_TENSOR_CUDA_DEVICETENSORS_H

#include "hpvm/hpvm_tensor.h"

#include <mutex>

namespace hpvm::tensor::gpu {

enum class Precision { Float, Half };

/// The device address of \p T's data in precision \p P, up to date.
void *deviceInput(const char *Op, hpvm_tensor &T, Precision P);
/// The device address where an operation writes \p T's data in precision
/// \p P; the copies in the other precision and on the host become stale.
/// An operation may read and write the same tensor (in place).
void *deviceOutput(const char *Op, hpvm_tensor &T, Precision P);

/// Makes \p T's host data valid (under \p Lock).
void toHost(hpvm_tensor &T, std::mutex &Lock);
/// Forgets \p T's device copies before its host data is freed (under
/// \p Lock).
void forget(hpvm_tensor &T, std::mutex &Lock);

} // namespace hpvm::tensor::gpu

#endif // HPVM_RUNTIME_TENSOR_CUDA_DEVICETENSORS_H
