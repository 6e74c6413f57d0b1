//===- GpuLibraries.h - cuDNN and cuBLAS, opened at run time ----*- C++ -*-===//
//
// The entry points of cuDNN 9 (its legacy descriptor API) and cuBLAS that
// the GPU operations use, looked up with dlopen like libcuda: programs are
// never linked against them, and run on the CPU where they are missing.
// Types and constants are restated from the libraries' headers.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_TENSOR_CUDA_GPULIBRARIES_H
#define HPVM_RUNTIME_TENSOR_CUDA_GPULIBRARIES_H

#include <cstddef>
#include <string>

namespace hpvm::tensor::cuda {

using cudnnStatus_t = int;
using cudnnHandle_t = struct cudnnContext *;
using cudnnTensorDescriptor_t = struct cudnnTensorStruct *;
using cudnnFilterDescriptor_t = struct cudnnFilterStruct *;
using cudnnConvolutionDescriptor_t = struct cudnnConvolutionStruct *;
using cudnnPoolingDescriptor_t = struct cudnnPoolingStruct *;
using cudnnActivationDescriptor_t = struct cudnnActivationStruct *;
using cudnnOpTensorDescriptor_t = struct cudnnOpTensorStruct *;
using cublasHandle_t = struct cublasContext *;
using cublasStatus_t = int;

enum : int {
  CUDNN_DATA_FLOAT = 0,
  CUDNN_DATA_HALF = 2,
  CUDNN_TENSOR_NCHW = 0,
  CUDNN_DEFAULT_MATH = 0,
  CUDNN_TENSOR_OP_MATH = 1,
  CUDNN_FMA_MATH = 3,
  CUDNN_CROSS_CORRELATION = 1,
  CUDNN_NOT_PROPAGATE_NAN = 0,
  CUDNN_ACTIVATION_RELU = 1,
  CUDNN_ACTIVATION_TANH = 2,
  CUDNN_ACTIVATION_CLIPPED_RELU = 3,
  CUDNN_POOLING_MAX = 0,
  CUDNN_POOLING_AVERAGE_COUNT_INCLUDE_PADDING = 1,
  CUDNN_SOFTMAX_ACCURATE = 1,
  CUDNN_SOFTMAX_MODE_INSTANCE = 0,
  CUDNN_BATCHNORM_SPATIAL = 1,
  CUDNN_OP_TENSOR_ADD = 0,
  CUBLAS_OP_N = 0,
  CUDA_R_16F = 2,
  CUBLAS_COMPUTE_32F = 68,
  CUBLAS_GEMM_DEFAULT = -1,
};

struct cudnnConvolutionFwdAlgoPerf_t {
  int algo;
  cudnnStatus_t status;
  float time;
  size_t memory;
  int determinism;
  int mathType;
  int reserved[3];
};

struct Libraries {
  // cuDNN
  cudnnStatus_t (*cudnnCreate)(cudnnHandle_t *);
  const char *(*cudnnGetErrorString)(cudnnStatus_t);
  /// The stream (a CUstream) the handle's calls go to.
  cudnnStatus_t (*cudnnSetStream)(cudnnHandle_t, void *);
  cudnnStatus_t (*cudnnCreateTensorDescriptor)(cudnnTensorDescriptor_t *);
  cudnnStatus_t (*cudnnSetTensor4dDescriptor)(cudnnTensorDescriptor_t, int, int,
                                              int, int, int, int);
  cudnnStatus_t (*cudnnDestroyTensorDescriptor)(cudnnTensorDescriptor_t);
  cudnnStatus_t (*cudnnCreateFilterDescriptor)(cudnnFilterDescriptor_t *);
  cudnnStatus_t (*cudnnSetFilter4dDescriptor)(cudnnFilterDescriptor_t, int, int,
                                              int, int, int, int);
  cudnnStatus_t (*cudnnDestroyFilterDescriptor)(cudnnFilterDescriptor_t);
  cudnnStatus_t (*cudnnCreateConvolutionDescriptor)(
      cudnnConvolutionDescriptor_t *);
  cudnnStatus_t (*cudnnSetConvolution2dDescriptor)(cudnnConvolutionDescriptor_t,
                                                   int, int, int, int, int, int,
                                                   int, int);
  cudnnStatus_t (*cudnnSetConvolutionGroupCount)(cudnnConvolutionDescriptor_t,
                                                 int);
  cudnnStatus_t (*cudnnSetConvolutionMathType)(cudnnConvolutionDescriptor_t,
                                               int);
  cudnnStatus_t (*cudnnDestroyConvolutionDescriptor)(
      cudnnConvolutionDescriptor_t);
  cudnnStatus_t (*cudnnGetConvolutionForwardAlgorithm_v7)(
      cudnnHandle_t, cudnnTensorDescriptor_t, cudnnFilterDescriptor_t,
      cudnnConvolutionDescriptor_t, cudnnTensorDescriptor_t, int, int *,
      cudnnConvolutionFwdAlgoPerf_t *);
  /// Runs each algorithm on buffers of its own; the fastest first.
  cudnnStatus_t (*cudnnFindConvolutionForwardAlgorithm)(
      cudnnHandle_t, cudnnTensorDescriptor_t, cudnnFilterDescriptor_t,
      cudnnConvolutionDescriptor_t, cudnnTensorDescriptor_t, int, int *,
      cudnnConvolutionFwdAlgoPerf_t *);
  cudnnStatus_t (*cudnnGetConvolutionForwardWorkspaceSize)(
      cudnnHandle_t, cudnnTensorDescriptor_t, cudnnFilterDescriptor_t,
      cudnnConvolutionDescriptor_t, cudnnTensorDescriptor_t, int, size_t *);
  cudnnStatus_t (*cudnnConvolutionForward)(
      cudnnHandle_t, const void *, cudnnTensorDescriptor_t, const void *,
      cudnnFilterDescriptor_t, const void *, cudnnConvolutionDescriptor_t, int,
      void *, size_t, const void *, cudnnTensorDescriptor_t, void *);
  cudnnStatus_t (*cudnnCreateOpTensorDescriptor)(cudnnOpTensorDescriptor_t *);
  cudnnStatus_t (*cudnnSetOpTensorDescriptor)(cudnnOpTensorDescriptor_t, int,
                                              int, int);
  cudnnStatus_t (*cudnnDestroyOpTensorDescriptor)(cudnnOpTensorDescriptor_t);
  cudnnStatus_t (*cudnnOpTensor)(cudnnHandle_t, cudnnOpTensorDescriptor_t,
                                 const void *, cudnnTensorDescriptor_t,
                                 const void *, const void *,
                                 cudnnTensorDescriptor_t, const void *,
                                 const void *, cudnnTensorDescriptor_t, void *);
  cudnnStatus_t (*cudnnCreatePoolingDescriptor)(cudnnPoolingDescriptor_t *);
  cudnnStatus_t (*cudnnSetPooling2dDescriptor)(cudnnPoolingDescriptor_t, int,
                                               int, int, int, int, int, int,
                                               int);
  cudnnStatus_t (*cudnnDestroyPoolingDescriptor)(cudnnPoolingDescriptor_t);
  cudnnStatus_t (*cudnnPoolingForward)(cudnnHandle_t, cudnnPoolingDescriptor_t,
                                       const void *, cudnnTensorDescriptor_t,
                                       const void *, const void *,
                                       cudnnTensorDescriptor_t, void *);
  cudnnStatus_t (*cudnnCreateActivationDescriptor)(
      cudnnActivationDescriptor_t *);
  cudnnStatus_t (*cudnnSetActivationDescriptor)(cudnnActivationDescriptor_t,
                                                int, int, double);
  cudnnStatus_t (*cudnnDestroyActivationDescriptor)(
      cudnnActivationDescriptor_t);
  cudnnStatus_t (*cudnnActivationForward)(cudnnHandle_t,
                                          cudnnActivationDescriptor_t,
                                          const void *, cudnnTensorDescriptor_t,
                                          const void *, const void *,
                                          cudnnTensorDescriptor_t, void *);
  cudnnStatus_t (*cudnnSoftmaxForward)(cudnnHandle_t, int, int, const void *,
                                       cudnnTensorDescriptor_t, const void *,
                                       const void *, cudnnTensorDescriptor_t,
                                       void *);
  cudnnStatus_t (*cudnnTransformTensor)(cudnnHandle_t, const void *,
                                        cudnnTensorDescriptor_t, const void *,
                                        const void *, cudnnTensorDescriptor_t,
                                        void *);
  cudnnStatus_t (*cudnnBatchNormalizationForwardInference)(
      cudnnHandle_t, int, const void *, const void *, cudnnTensorDescriptor_t,
      const void *, cudnnTensorDescriptor_t, void *, cudnnTensorDescriptor_t,
      const void *, const void *, const void *, const void *, double);
  // cuBLAS
  cublasStatus_t (*cublasCreate_v2)(cublasHandle_t *);
  cublasStatus_t (*cublasSetStream_v2)(cublasHandle_t, void *);
  cublasStatus_t (*cublasSgemm_v2)(cublasHandle_t, int, int, int, int, int,
                                   const float *, const float *, int,
                                   const float *, int, const float *, float *,
                                   int);
  cublasStatus_t (*cublasGemmEx)(cublasHandle_t, int, int, int, int, int,
                                 const void *, const void *, int, int,
                                 const void *, int, int, const void *, void *,
                                 int, int, int, int);
};

/// cuDNN 9 and cuBLAS (13 or 12), loaded on first call; null with the reason
/// in \p Reason when either is missing.
const Libraries *loadLibraries(std::string &Reason);

} // namespace hpvm::tensor::cuda

#endif // HPVM_RUNTIME_TENSOR_CUDA_GPULIBRARIES_H
