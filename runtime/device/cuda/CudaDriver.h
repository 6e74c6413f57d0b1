//===- CudaDriver.h - the CUDA driver API, opened at run time ---*- C++ -*-===//
//
// libhpvm-rt never links libcuda: a program built with gpu nodes must still
// start, and run its CPU versions, on a machine without an NVIDIA driver. So
// libcuda.so.1 is opened with dlopen on first use and the few entry points
// the runtime calls are looked up by their versioned names (cuMemAlloc_v2,
// not the cuMemAlloc macro of cuda.h). The types below are the driver's own,
// declared here so that building the runtime needs no CUDA headers.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_CUDA_CUDADRIVER_H
#define HPVM_RUNTIME_DEVICE_CUDA_CUDADRIVER_H

#include <cstddef>
#include <string>

namespace hpvm::rt::cuda {

using CUresult = int;
using CUdevice = int;
using CUdeviceptr = unsigned long long;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUevent = struct CUevent_st *;
using CUgraph = struct CUgraph_st *;
using CUgraphNode = struct CUgraphNode_st *;
using CUgraphExec = struct CUgraphExec_st *;
using CUjit_option = int;
using CUdevice_attribute = int;

constexpr CUresult CUDA_SUCCESS = 0;
constexpr CUresult CUDA_ERROR_INVALID_VALUE = 1;
constexpr CUresult CUDA_ERROR_OUT_OF_MEMORY = 2;
constexpr CUresult CUDA_ERROR_NOT_READY = 600;
constexpr CUresult CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED = 704;
constexpr unsigned CU_MEMHOSTALLOC_PORTABLE = 0x01;
constexpr unsigned CU_MEMHOSTALLOC_DEVICEMAP = 0x02;
constexpr unsigned CU_STREAM_DEFAULT = 0x0;
constexpr unsigned CU_STREAM_NON_BLOCKING = 0x1;
constexpr int CU_STREAM_CAPTURE_MODE_RELAXED = 2;
constexpr unsigned CU_EVENT_DISABLE_TIMING = 0x2;
constexpr CUjit_option CU_JIT_ERROR_LOG_BUFFER = 5;
constexpr CUjit_option CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6;
constexpr CUdevice_attribute CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75;
constexpr CUdevice_attribute CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76;

/// A kernel node of a CUDA graph (CUDA_KERNEL_NODE_PARAMS_v2 of cuda.h).
struct CUDA_KERNEL_NODE_PARAMS {
  CUfunction func;
  unsigned gridDimX, gridDimY, gridDimZ;
  unsigned blockDimX, blockDimY, blockDimZ;
  unsigned sharedMemBytes;
  void **kernelParams;
  void **extra;
  void *kern; // a CUkernel, used when func is null
  CUcontext ctx;
};

/// The entry points, named as in cuda.h; each is never null, but for those
/// of CUDA graphs (the last group), which drivers before CUDA 12.4 lack in
/// part: graphs() says whether they are all there.
struct Driver {
  CUresult (*cuInit)(unsigned Flags);
  CUresult (*cuDeviceGetCount)(int *Count);
  CUresult (*cuDeviceGet)(CUdevice *Device, int Ordinal);
  CUresult (*cuDeviceGetAttribute)(int *Value, CUdevice_attribute Attribute,
                                   CUdevice Device);
  CUresult (*cuDeviceGetName)(char *Name, int Length, CUdevice Device);
  CUresult (*cuDeviceTotalMem)(size_t *Bytes, CUdevice Device);
  CUresult (*cuDriverGetVersion)(int *Version);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *Context, CUdevice Device);
  CUresult (*cuDeviceCanAccessPeer)(int *CanAccess, CUdevice Device,
                                    CUdevice Peer);
  CUresult (*cuCtxEnablePeerAccess)(CUcontext Peer, unsigned Flags);
  CUresult (*cuCtxSetCurrent)(CUcontext Context);
  CUresult (*cuStreamCreate)(CUstream *Stream, unsigned Flags);
  CUresult (*cuStreamSynchronize)(CUstream Stream);
  CUresult (*cuStreamWaitEvent)(CUstream Stream, CUevent Event,
                                unsigned Flags);
  CUresult (*cuModuleLoadDataEx)(CUmodule *Module, const void *Image,
                                 unsigned NumOptions, CUjit_option *Options,
                                 void **OptionValues);
  CUresult (*cuModuleGetGlobal)(CUdeviceptr *Ptr, size_t *Bytes,
                                CUmodule Module, const char *Name);
  CUresult (*cuModuleGetFunction)(CUfunction *Function, CUmodule Module,
                                  const char *Name);
  CUresult (*cuCtxGetCurrent)(CUcontext *Context);
  CUresult (*cuMemAlloc)(CUdeviceptr *Ptr, size_t Bytes);
  CUresult (*cuMemFree)(CUdeviceptr Ptr);
  CUresult (*cuMemcpyHtoD)(CUdeviceptr Dst, const void *Src, size_t Bytes);
  CUresult (*cuMemcpyDtoH)(void *Dst, CUdeviceptr Src, size_t Bytes);
  CUresult (*cuMemcpyDtoD)(CUdeviceptr Dst, CUdeviceptr Src, size_t Bytes);
  CUresult (*cuMemcpyPeer)(CUdeviceptr Dst, CUcontext DstContext,
                           CUdeviceptr Src, CUcontext SrcContext, size_t Bytes);
  CUresult (*cuMemcpyHtoDAsync)(CUdeviceptr Dst, const void *Src, size_t Bytes,
                                CUstream Stream);
  CUresult (*cuMemcpyDtoHAsync)(void *Dst, CUdeviceptr Src, size_t Bytes,
                                CUstream Stream);
  CUresult (*cuMemcpyDtoDAsync)(CUdeviceptr Dst, CUdeviceptr Src, size_t Bytes,
                                CUstream Stream);
  CUresult (*cuMemHostAlloc)(void **Ptr, size_t Bytes, unsigned Flags);
  CUresult (*cuMemFreeHost)(void *Ptr);
  CUresult (*cuMemHostRegister)(void *Ptr, size_t Bytes, unsigned Flags);
  CUresult (*cuMemHostUnregister)(void *Ptr);
  CUresult (*cuMemHostGetDevicePointer)(CUdeviceptr *DevicePtr, void *HostPtr,
                                        unsigned Flags);
  CUresult (*cuLaunchKernel)(CUfunction Function, unsigned GridX,
                             unsigned GridY, unsigned GridZ, unsigned BlockX,
                             unsigned BlockY, unsigned BlockZ,
                             unsigned SharedMemBytes, CUstream Stream,
                             void **Params, void **Extra);
  CUresult (*cuEventCreate)(CUevent *Event, unsigned Flags);
  CUresult (*cuEventDestroy)(CUevent Event);
  CUresult (*cuEventRecord)(CUevent Event, CUstream Stream);
  CUresult (*cuEventSynchronize)(CUevent Event);
  CUresult (*cuEventQuery)(CUevent Event);
  CUresult (*cuEventElapsedTime)(float *Milliseconds, CUevent Start,
                                 CUevent End);
  CUresult (*cuGetErrorName)(CUresult Error, const char **Name);
  CUresult (*cuGetErrorString)(CUresult Error, const char **String);

  CUresult (*cuFuncGetParamInfo)(CUfunction Function, size_t Index,
                                 size_t *Offset, size_t *Bytes);
  CUresult (*cuGraphCreate)(CUgraph *Graph, unsigned Flags);
  CUresult (*cuGraphAddKernelNode)(CUgraphNode *Node, CUgraph Graph,
                                   const CUgraphNode *Dependencies,
                                   size_t NumDependencies,
                                   const CUDA_KERNEL_NODE_PARAMS *Params);
  CUresult (*cuGraphInstantiate)(CUgraphExec *Exec, CUgraph Graph,
                                 unsigned long long Flags);
  CUresult (*cuGraphExecKernelNodeSetParams)(
      CUgraphExec Exec, CUgraphNode Node,
      const CUDA_KERNEL_NODE_PARAMS *Params);
  CUresult (*cuGraphLaunch)(CUgraphExec Exec, CUstream Stream);
  // Stream capture (the tensor runtime's library calls as graphs).
  CUresult (*cuStreamBeginCapture)(CUstream Stream, int Mode);
  CUresult (*cuStreamEndCapture)(CUstream Stream, CUgraph *Graph);
  CUresult (*cuGraphDestroy)(CUgraph Graph);

  /// Whether the entry points of CUDA graphs are all there.
  bool graphs() const {
    return cuFuncGetParamInfo && cuGraphCreate && cuGraphAddKernelNode &&
           cuGraphInstantiate && cuGraphExecKernelNodeSetParams &&
           cuGraphLaunch;
  }
  /// Whether work enqueued on a stream can be captured as a graph.
  bool capture() const {
    return cuStreamBeginCapture && cuStreamEndCapture && cuGraphDestroy &&
           cuGraphInstantiate && cuGraphLaunch;
  }
};

/// Opens libcuda.so.1 and looks up every entry point, on the first call
/// only; later calls give the same answer. Returns null, with the reason in
/// Reason, when the library or one of its entry points is missing.
const Driver *loadDriver(std::string &Reason);

/// "CUDA_ERROR_OUT_OF_MEMORY (out of memory)": the error's name and the
/// driver's description of it.
std::string describe(const Driver &D, CUresult Error);

} // namespace hpvm::rt::cuda

#endif // HPVM_RUNTIME_DEVICE_CUDA_CUDADRIVER_H
