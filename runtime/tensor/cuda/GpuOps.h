//===- GpuOps.h - tensor operations on the GPU (cuDNN, cuBLAS) --*- C++ -*-===//
//
// The operations of cpu/CpuOps.h on an NVIDIA GPU. Tensors live in the
// memory tracker of libhpvm-rt: an operation asks it for device copies of
// its inputs (copied once, then kept valid on the device between layers) and
// for its output's device buffer, whose host copy stays stale until
// hpvm_tensor_request or a CPU operation needs it (syncToHost).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_CUDA_GPUOPS_H
#define HPVM_RUNTIME_TENSOR_CUDA_GPUOPS_H

#include "../Geometry.h"
#include "hpvm/hpvm_tensor.h"

namespace hpvm::tensor::gpu {

/// Whether operations can run on the GPU: cuDNN and cuBLAS load and
/// libhpvm-rt finds a usable GPU (which says once why not, if it does not).
bool available(const char *Op);
/// While one exists on a thread, the operations it runs on the GPU compute
/// in half precision (the fp16 knob): operands converted to half on the
/// device (weights once), half results, FP32 accumulation, tensor cores;
/// results reach float data only when the host or an FP32 operation reads
/// them. One at a time on a thread.
class HalfPrecision {
public:
  HalfPrecision();
  ~HalfPrecision();
  HalfPrecision(const HalfPrecision &) = delete;
  HalfPrecision &operator=(const HalfPrecision &) = delete;
  /// Whether an operation ran on the GPU in half precision under it.
  bool used() const;
};

/// Makes \p T's host data valid, if a GPU operation wrote it.
void syncToHost(hpvm_tensor &T);
/// Stops tracking \p T before its host data is freed.
void release(hpvm_tensor &T);

void convolution(const char *Op, hpvm_tensor &In, hpvm_tensor &Filter,
                 hpvm_tensor &Out, const ConvGeometry &G);
void add(const char *Op, hpvm_tensor &X, hpvm_tensor &Bias, hpvm_tensor &Out);
void matmul(const char *Op, hpvm_tensor &L, hpvm_tensor &R, hpvm_tensor &Out);
void pool(const char *Op, hpvm_tensor &In, hpvm_tensor &Out,
          const PoolGeometry &G);
/// cuDNN's clipped relu clips to [0, Hi]: \p Lo must be 0.
void activation(const char *Op, hpvm_tensor &In, hpvm_tensor &Out, Activation A,
                float Hi);
void softmax(const char *Op, hpvm_tensor &In, hpvm_tensor &Out);
void batchnorm(const char *Op, hpvm_tensor &In, hpvm_tensor &Gamma,
               hpvm_tensor &Beta, hpvm_tensor &Mean, hpvm_tensor &Variance,
               hpvm_tensor &Out, double Epsilon);

} // namespace hpvm::tensor::gpu

#endif // HPVM_RUNTIME_TENSOR_CUDA_GPUOPS_H
