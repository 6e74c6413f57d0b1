//===- GpuProfile.h - where the GPU operations' time goes -------*- C++ -*-===//
//
// Under HPVM_PROFILE=1 (libhpvm-rt's profile, docs/gpu.md), each library
// call of a tensor operation on the GPU is timed by events around it on the
// stream it runs on, and the host's time from the previous call's
// enqueueing to its own by the host's clock: the operation's set-up (its
// result's allocation, its tensors' device copies, copies in, descriptors)
// and whatever the program did in between (for an inference's first call,
// since the previous inference). The events are read once
// the GPU is past them (a later operation finds them done, or the program
// exits), so that timing adds no wait. At exit one line per operation and
// call and result shape, in the order they first ran, on stderr:
//
//   hpvm-tensor: profile: '<op>' <call> <shape>: <runs> runs, <gpu> us on
//   the GPU, <host> us on the host (medians of a run)
//
// so that an operation's time compares with the same call of a program
// written against cuDNN (bench/tensor/cudnn_digits.cpp --profile).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_CUDA_GPUPROFILE_H
#define HPVM_RUNTIME_TENSOR_CUDA_GPUPROFILE_H

#include "device/cuda/CudaDriver.h"
#include "hpvm/hpvm_tensor.h"
#include "profile/Profile.h"

#include <string>

namespace hpvm::tensor::gpu {

/// Times one operation's library call while HPVM_PROFILE=1: from calling()
/// (just before the call, on the GPU; since the previous call's end, on the
/// host) to its destruction. Made and destroyed under the GPU operations'
/// lock.
class CallTimer {
public:
  explicit CallTimer(const char *Op) : Op(Op), On(rt::profile::enabled()) {}
  ~CallTimer();
  CallTimer(const CallTimer &) = delete;
  CallTimer &operator=(const CallTimer &) = delete;

  /// The operation's GPU context is current and its library call \p Call
  /// (a static string) comes next, on the null stream, writing \p Out;
  /// \p D is the driver.
  void calling(const rt::cuda::Driver &D, const char *Call,
               const hpvm_tensor &Out);

private:
  const char *Op;
  std::string Call; // and the result's shape
  const rt::cuda::Driver *D = nullptr;
  rt::cuda::CUevent Start = nullptr;
  bool On;
};

} // namespace hpvm::tensor::gpu

#endif // HPVM_RUNTIME_TENSOR_CUDA_GPUPROFILE_H
