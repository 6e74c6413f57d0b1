//===- HalfKernels.h - float <-> half conversion on the GPU -----*- C++ -*-===//
//
// Two conversion kernels, shipped as PTX and launched through libhpvm-rt
// (hpvm_rt_gpu_launch, on the stream the cuDNN and cuBLAS calls use, so
// that they run in order with them): the edges of operations under the fp16
// knob.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_CUDA_HALFKERNELS_H
#define HPVM_RUNTIME_TENSOR_CUDA_HALFKERNELS_H

#include <cstddef>
#include <string>

namespace hpvm::tensor::gpu {

/// Half[i] = Float[i] rounded to nearest even, for i < N (device addresses).
void convertToHalf(const char *Op, void *Half, const void *Float, size_t N);
/// Float[i] = Half[i], exactly.
void convertToFloat(const char *Op, void *Float, const void *Half, size_t N);

/// The PTX of both kernels (for tests: ptxas assembles it).
const std::string &conversionPtx();

} // namespace hpvm::tensor::gpu

#endif // HPVM_RUNTIME_TENSOR_CUDA_HALFKERNELS_H
