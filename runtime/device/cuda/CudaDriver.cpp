//===- CudaDriver.cpp - the CUDA driver API, opened at run time -----------===//
//
// The library is opened once, with its symbols kept local so that they never
// stand in for a libcuda the program itself links, and is never closed:
// driver threads and at-exit handlers may still run its code.
//
//===----------------------------------------------------------------------===//
#include "device/cuda/CudaDriver.h"

#include <dlfcn.h>

#include <cstring>
#include <type_traits>

using namespace hpvm::rt::cuda;

namespace {

constexpr const char *Library = "libcuda.so.1";

struct Loaded {
  Driver D{};
  std::string Error; // empty when D is complete
};

Loaded load() {
  Loaded L;
  void *Handle = dlopen(Library, RTLD_NOW | RTLD_LOCAL);
  if (!Handle) {
    const char *Why = dlerror();
    L.Error = Why && strstr(Why, "No such file")
                  ? std::string(Library) + " not found"
                  : std::string("cannot load ") + (Why ? Why : Library);
    return L;
  }
  auto Resolve = [&](auto &Fn, const char *Name) {
    if (!L.Error.empty())
      return;
    Fn = reinterpret_cast<std::remove_reference_t<decltype(Fn)>>(
        dlsym(Handle, Name));
    if (!Fn)
      L.Error = std::string(Library) + " has no " + Name +
                " (is the NVIDIA driver too old?)";
  };
  // The names behind cuda.h's macros, e.g. cuMemAlloc -> cuMemAlloc_v2.
  Resolve(L.D.cuInit, "cuInit");
  Resolve(L.D.cuDeviceGetCount, "cuDeviceGetCount");
  Resolve(L.D.cuDeviceGet, "cuDeviceGet");
  Resolve(L.D.cuDeviceGetAttribute, "cuDeviceGetAttribute");
  Resolve(L.D.cuDeviceGetName, "cuDeviceGetName");
  Resolve(L.D.cuDeviceTotalMem, "cuDeviceTotalMem_v2");
  Resolve(L.D.cuDriverGetVersion, "cuDriverGetVersion");
  Resolve(L.D.cuDevicePrimaryCtxRetain, "cuDevicePrimaryCtxRetain");
  Resolve(L.D.cuDeviceCanAccessPeer, "cuDeviceCanAccessPeer");
  Resolve(L.D.cuCtxEnablePeerAccess, "cuCtxEnablePeerAccess");
  Resolve(L.D.cuCtxSetCurrent, "cuCtxSetCurrent");
  Resolve(L.D.cuStreamCreate, "cuStreamCreate");
  Resolve(L.D.cuStreamSynchronize, "cuStreamSynchronize");
  Resolve(L.D.cuStreamWaitEvent, "cuStreamWaitEvent");
  Resolve(L.D.cuModuleLoadDataEx, "cuModuleLoadDataEx");
  Resolve(L.D.cuModuleGetGlobal, "cuModuleGetGlobal_v2");
  Resolve(L.D.cuModuleGetFunction, "cuModuleGetFunction");
  Resolve(L.D.cuCtxGetCurrent, "cuCtxGetCurrent");
  Resolve(L.D.cuMemAlloc, "cuMemAlloc_v2");
  Resolve(L.D.cuMemFree, "cuMemFree_v2");
  Resolve(L.D.cuMemcpyHtoD, "cuMemcpyHtoD_v2");
  Resolve(L.D.cuMemcpyDtoH, "cuMemcpyDtoH_v2");
  Resolve(L.D.cuMemcpyDtoD, "cuMemcpyDtoD_v2");
  Resolve(L.D.cuMemcpyPeer, "cuMemcpyPeer");
  Resolve(L.D.cuMemcpyHtoDAsync, "cuMemcpyHtoDAsync_v2");
  Resolve(L.D.cuMemcpyDtoHAsync, "cuMemcpyDtoHAsync_v2");
  Resolve(L.D.cuMemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2");
  Resolve(L.D.cuMemHostAlloc, "cuMemHostAlloc");
  Resolve(L.D.cuMemFreeHost, "cuMemFreeHost");
  Resolve(L.D.cuMemHostRegister, "cuMemHostRegister_v2");
  Resolve(L.D.cuMemHostUnregister, "cuMemHostUnregister");
  Resolve(L.D.cuMemHostGetDevicePointer, "cuMemHostGetDevicePointer_v2");
  Resolve(L.D.cuLaunchKernel, "cuLaunchKernel");
  Resolve(L.D.cuEventCreate, "cuEventCreate");
  Resolve(L.D.cuEventDestroy, "cuEventDestroy_v2");
  Resolve(L.D.cuEventRecord, "cuEventRecord");
  Resolve(L.D.cuEventSynchronize, "cuEventSynchronize");
  Resolve(L.D.cuEventQuery, "cuEventQuery");
  Resolve(L.D.cuEventElapsedTime, "cuEventElapsedTime");
  Resolve(L.D.cuGetErrorName, "cuGetErrorName");
  Resolve(L.D.cuGetErrorString, "cuGetErrorString");
  // Optional: without them, kernels are launched one by one, and so are
  // the tensor runtime's library calls.
  auto Optional = [&](auto &Fn, const char *Name) {
    Fn = reinterpret_cast<std::remove_reference_t<decltype(Fn)>>(
        dlsym(Handle, Name));
  };
  Optional(L.D.cuFuncGetParamInfo, "cuFuncGetParamInfo");
  Optional(L.D.cuGraphCreate, "cuGraphCreate");
  Optional(L.D.cuGraphAddKernelNode, "cuGraphAddKernelNode_v2");
  Optional(L.D.cuGraphInstantiate, "cuGraphInstantiateWithFlags");
  Optional(L.D.cuGraphExecKernelNodeSetParams,
           "cuGraphExecKernelNodeSetParams_v2");
  Optional(L.D.cuGraphLaunch, "cuGraphLaunch");
  Optional(L.D.cuStreamBeginCapture, "cuStreamBeginCapture_v2");
  Optional(L.D.cuStreamEndCapture, "cuStreamEndCapture");
  Optional(L.D.cuGraphDestroy, "cuGraphDestroy");
  return L;
}

} // namespace

const Driver *hpvm::rt::cuda::loadDriver(std::string &Reason) {
  // Never destroyed: other threads may use the driver during exit.
  static const Loaded *L = new Loaded(load());
  if (!L->Error.empty()) {
    Reason = L->Error;
    return nullptr;
  }
  return &L->D;
}

std::string hpvm::rt::cuda::describe(const Driver &D, CUresult Error) {
  const char *Name = nullptr, *String = nullptr;
  if (D.cuGetErrorName(Error, &Name) != CUDA_SUCCESS || !Name)
    return "CUDA error " + std::to_string(Error);
  if (D.cuGetErrorString(Error, &String) != CUDA_SUCCESS || !String)
    return Name;
  return std::string(Name) + " (" + String + ")";
}
