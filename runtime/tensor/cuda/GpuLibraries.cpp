//===- GpuLibraries.cpp - cuDNN and cuBLAS, opened at run time
//-------------===//
#include "GpuLibraries.h"

#include <dlfcn.h>

namespace hpvm::tensor::cuda {
namespace {

struct Loaded {
  Libraries L{};
  std::string Error;
};

void *openFirst(std::initializer_list<const char *> Names, std::string &Error) {
  for (const char *Name : Names)
    if (void *H = dlopen(Name, RTLD_NOW | RTLD_LOCAL))
      return H;
  Error = std::string(*Names.begin()) + " cannot be loaded (" + dlerror() + ")";
  return nullptr;
}

template <typename Fn>
bool bind(void *Lib, Fn *&Slot, const char *Name, std::string &Error) {
  Slot = reinterpret_cast<Fn *>(dlsym(Lib, Name));
  if (!Slot)
    Error = std::string(Name) + " is missing from the library";
  return Slot != nullptr;
}

Loaded load() {
  Loaded R;
  void *Cudnn = openFirst({"libcudnn.so.9"}, R.Error);
  if (!Cudnn)
    return R;
  void *Cublas = openFirst({"libcublas.so.13", "libcublas.so.12"}, R.Error);
  if (!Cublas)
    return R;
  Libraries &L = R.L;
#define HPVM_BIND(Lib, Name)                                                   \
  if (!bind(Lib, L.Name, #Name, R.Error))                                      \
    return R;
  HPVM_BIND(Cudnn, cudnnCreate)
  HPVM_BIND(Cudnn, cudnnGetErrorString)
  HPVM_BIND(Cudnn, cudnnSetStream)
  HPVM_BIND(Cudnn, cudnnCreateTensorDescriptor)
  HPVM_BIND(Cudnn, cudnnSetTensor4dDescriptor)
  HPVM_BIND(Cudnn, cudnnDestroyTensorDescriptor)
  HPVM_BIND(Cudnn, cudnnCreateFilterDescriptor)
  HPVM_BIND(Cudnn, cudnnSetFilter4dDescriptor)
  HPVM_BIND(Cudnn, cudnnDestroyFilterDescriptor)
  HPVM_BIND(Cudnn, cudnnCreateConvolutionDescriptor)
  HPVM_BIND(Cudnn, cudnnSetConvolution2dDescriptor)
  HPVM_BIND(Cudnn, cudnnSetConvolutionGroupCount)
  HPVM_BIND(Cudnn, cudnnSetConvolutionMathType)
  HPVM_BIND(Cudnn, cudnnDestroyConvolutionDescriptor)
  HPVM_BIND(Cudnn, cudnnGetConvolutionForwardAlgorithm_v7)
  HPVM_BIND(Cudnn, cudnnFindConvolutionForwardAlgorithm)
  HPVM_BIND(Cudnn, cudnnGetConvolutionForwardWorkspaceSize)
  HPVM_BIND(Cudnn, cudnnConvolutionForward)
  HPVM_BIND(Cudnn, cudnnCreateOpTensorDescriptor)
  HPVM_BIND(Cudnn, cudnnSetOpTensorDescriptor)
  HPVM_BIND(Cudnn, cudnnDestroyOpTensorDescriptor)
  HPVM_BIND(Cudnn, cudnnOpTensor)
  HPVM_BIND(Cudnn, cudnnCreatePoolingDescriptor)
  HPVM_BIND(Cudnn, cudnnSetPooling2dDescriptor)
  HPVM_BIND(Cudnn, cudnnDestroyPoolingDescriptor)
  HPVM_BIND(Cudnn, cudnnPoolingForward)
  HPVM_BIND(Cudnn, cudnnCreateActivationDescriptor)
  HPVM_BIND(Cudnn, cudnnSetActivationDescriptor)
  HPVM_BIND(Cudnn, cudnnDestroyActivationDescriptor)
  HPVM_BIND(Cudnn, cudnnActivationForward)
  HPVM_BIND(Cudnn, cudnnSoftmaxForward)
  HPVM_BIND(Cudnn, cudnnTransformTensor)
  HPVM_BIND(Cudnn, cudnnBatchNormalizationForwardInference)
  HPVM_BIND(Cublas, cublasCreate_v2)
  HPVM_BIND(Cublas, cublasSetStream_v2)
  HPVM_BIND(Cublas, cublasSgemm_v2)
  HPVM_BIND(Cublas, cublasGemmEx)
#undef HPVM_BIND
  return R;
}

} // namespace

const Libraries *loadLibraries(std::string &Reason) {
  // Never destroyed: other threads may run operations during exit.
  static const Loaded *L = new Loaded(load());
  if (!L->Error.empty()) {
    Reason = L->Error;
    return nullptr;
  }
  return &L->L;
}

} // namespace hpvm::tensor::cuda
