//===- RuntimeAPI.h - declarations of libhpvm-rt for codegen ----*- C++ -*-===//
//
// The LLVM declarations of the libhpvm-rt entry points that generated code
// calls. They mirror include/hpvm/hpvm_rt.h, the runtime's C interface; this
// is the only place in the compiler that spells their names and types.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_RUNTIMEAPI_H
#define HPVM_CODEGEN_RUNTIMEAPI_H

#include "llvm/IR/DerivedTypes.h"

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

enum class RuntimeFn {
  Cleanup,      // void hpvm_rt_cleanup(void)
  FreeScope,    // void hpvm_rt_free_scope(void **)
  GPULaunch,    // void hpvm_rt_gpu_launch(name, module, kernel, grid, ...)
  GPULaunchConstants, // hpvm_rt_gpu_launch_constants(..., consts, n, hosts)
  GPUOutputs,   // void *hpvm_rt_gpu_outputs(const char *, uint64_t)
  GPUPointer,   // void *hpvm_rt_gpu_pointer(const char *, void *, int, int)
  HostPointer,  // void hpvm_rt_host_pointer(void *, int, int)
  Init,         // void hpvm_rt_init(void)
  InstanceWindow, // void hpvm_rt_instance_window(int64_t, int64_t[2])
  Launch,      // void *hpvm_rt_launch(const char *, void (*)(void *), void *)
  Malloc,      // void *hpvm_rt_malloc(void **, int64_t, const char *)
  NodeError,   // void hpvm_rt_node_error(const char *, const char *)
  OpenCLLaunch,    // void hpvm_rt_opencl_launch(name, program, kernel, ...)
  OpenCLPointer,   // void *hpvm_rt_opencl_pointer(name, ptr, in, out, off)
  ParallelFor, // void hpvm_rt_parallel_for(const char *, int64_t, fn, void *)
  RequestMem,  // void hpvm_rt_request_mem(void *, size_t)
  Run,         // void hpvm_rt_run(const char *, void (*)(void *), void *)
  RunChildren, // void hpvm_rt_run_children(name, n, begin, succs, fn, frame)
  RunNode,      // void hpvm_rt_run_node(node, args, parentCtx, n0, n1, n2)
  StreamLaunch, // void *hpvm_rt_stream_launch(const graph *, void *)
  StreamPop,    // void *hpvm_rt_stream_pop(void *)
  StreamPush,   // void hpvm_rt_stream_push(void *, void *)
  TrackMem,    // void hpvm_rt_track_mem(void *, size_t)
  UntrackMem,  // void hpvm_rt_untrack_mem(void *)
  Wait,        // void hpvm_rt_wait(void *)
};

llvm::FunctionCallee getRuntimeFunction(llvm::Module &M, RuntimeFn Fn);

} // namespace hpvm

#endif // HPVM_CODEGEN_RUNTIMEAPI_H
