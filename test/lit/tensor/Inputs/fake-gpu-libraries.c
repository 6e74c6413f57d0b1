/*===- fake-gpu-libraries.c - stand-in cuDNN and cuBLAS that count calls --===*\
|*                                                                            *|
|* Built as libcudnn.so.9 and as libcublas.so.13 (the names the tensor       *|
|* runtime opens), next to test/lit/gpu/Inputs/fake-libcuda.c: every entry   *|
|* point the runtime binds succeeds at no cost and computes nothing; each    *|
|* library prints at exit each entry point called and how often, in the     *|
|* order of their first calls: "fakegpu NAME COUNT". The heuristics offer    *|
|* one convolution algorithm, with a 1 KiB workspace.                        *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/
#define CALL_COUNTS_PREFIX "fakegpu"
#include "../../gpu/Inputs/call-counts.h"

#include <stdlib.h>
#include <string.h>

/* Entry points that only succeed (their arguments do not matter here). */
#define SUCCEED(Name)                                                          \
  int Name() {                                                                 \
    COUNT();                                                                   \
    return 0;                                                                  \
  }
/* Entry points that make a handle or a descriptor. */
#define MAKE(Name)                                                             \
  int Name(void **Made) {                                                      \
    COUNT();                                                                   \
    *Made = calloc(1, 64);                                                     \
    return 0;                                                                  \
  }

MAKE(cudnnCreate)
MAKE(cudnnCreateTensorDescriptor)
MAKE(cudnnCreateFilterDescriptor)
MAKE(cudnnCreateConvolutionDescriptor)
MAKE(cudnnCreateOpTensorDescriptor)
MAKE(cudnnCreatePoolingDescriptor)
MAKE(cudnnCreateActivationDescriptor)
MAKE(cublasCreate_v2)
SUCCEED(cudnnSetStream)
SUCCEED(cublasSetStream_v2)
SUCCEED(cudnnSetTensor4dDescriptor)
SUCCEED(cudnnDestroyTensorDescriptor)
SUCCEED(cudnnSetFilter4dDescriptor)
SUCCEED(cudnnDestroyFilterDescriptor)
SUCCEED(cudnnSetConvolution2dDescriptor)
SUCCEED(cudnnSetConvolutionGroupCount)
SUCCEED(cudnnSetConvolutionMathType)
SUCCEED(cudnnDestroyConvolutionDescriptor)
SUCCEED(cudnnConvolutionForward)
SUCCEED(cudnnSetOpTensorDescriptor)
SUCCEED(cudnnDestroyOpTensorDescriptor)
SUCCEED(cudnnOpTensor)
SUCCEED(cudnnSetPooling2dDescriptor)
SUCCEED(cudnnDestroyPoolingDescriptor)
SUCCEED(cudnnPoolingForward)
SUCCEED(cudnnSetActivationDescriptor)
SUCCEED(cudnnDestroyActivationDescriptor)
SUCCEED(cudnnActivationForward)
SUCCEED(cudnnSoftmaxForward)
SUCCEED(cudnnTransformTensor)
SUCCEED(cudnnBatchNormalizationForwardInference)
SUCCEED(cublasSgemm_v2)
SUCCEED(cublasGemmEx)

const char *cudnnGetErrorString(int Status) {
  return "an error of the stand-in cuDNN";
}

/* cudnnConvolutionFwdAlgoPerf_t (runtime/tensor/cuda/GpuLibraries.h). */
struct AlgoPerf {
  int Algo, Status;
  float Time;
  size_t Memory;
  int Determinism, MathType, Reserved[3];
};

/* The heuristics and the measurement both offer one algorithm. */
static int offerOne(int *Found, struct AlgoPerf *Perf) {
  memset(Perf, 0, sizeof *Perf);
  Perf->Algo = 1;
  *Found = 1;
  return 0;
}

int cudnnGetConvolutionForwardAlgorithm_v7(void *Handle, void *X, void *W,
                                           void *Conv, void *Y, int Wanted,
                                           int *Found, struct AlgoPerf *Perf) {
  COUNT();
  return offerOne(Found, Perf);
}

int cudnnFindConvolutionForwardAlgorithm(void *Handle, void *X, void *W,
                                         void *Conv, void *Y, int Wanted,
                                         int *Found, struct AlgoPerf *Perf) {
  COUNT();
  return offerOne(Found, Perf);
}

int cudnnGetConvolutionForwardWorkspaceSize(void *Handle, void *X, void *W,
                                            void *Conv, void *Y, int Algo,
                                            size_t *Bytes) {
  COUNT();
  *Bytes = 1024;
  return 0;
}
