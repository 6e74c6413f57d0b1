//===- RuntimeAPI.cpp - declarations of libhpvm-rt for codegen --------------===//
#include "RuntimeAPI.h"

#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {

FunctionCallee getRuntimeFunction(Module &M, RuntimeFn Fn) {
  LLVMContext &C = M.getContext();
  Type *Void = Type::getVoidTy(C);
  Type *Ptr = PointerType::getUnqual(C);
  Type *I64 = Type::getInt64Ty(C);
  Type *I32 = Type::getInt32Ty(C);
  switch (Fn) {
  case RuntimeFn::Cleanup:
    return M.getOrInsertFunction("hpvm_rt_cleanup", Void);
  case RuntimeFn::FreeScope:
    return M.getOrInsertFunction("hpvm_rt_free_scope", Void, Ptr);
  case RuntimeFn::GPULaunch:
    return M.getOrInsertFunction("hpvm_rt_gpu_launch", Void, Ptr, Ptr, Ptr,
                                 Ptr, Ptr, Ptr);
  case RuntimeFn::GPULaunchConstants:
    return M.getOrInsertFunction("hpvm_rt_gpu_launch_constants", Void, Ptr,
                                 Ptr, Ptr, Ptr, Ptr, Ptr, Ptr, I32, Ptr);
  case RuntimeFn::GPUOutputs:
    return M.getOrInsertFunction("hpvm_rt_gpu_outputs", Ptr, Ptr, I64);
  case RuntimeFn::GPUPointer:
    return M.getOrInsertFunction("hpvm_rt_gpu_pointer", Ptr, Ptr, Ptr, I32,
                                 I32);
  case RuntimeFn::HostPointer:
    return M.getOrInsertFunction("hpvm_rt_host_pointer", Void, Ptr, I32, I32);
  case RuntimeFn::Init:
    return M.getOrInsertFunction("hpvm_rt_init", Void);
  case RuntimeFn::InstanceWindow:
    return M.getOrInsertFunction("hpvm_rt_instance_window", Void, I64, Ptr);
  case RuntimeFn::Launch:
    return M.getOrInsertFunction("hpvm_rt_launch", Ptr, Ptr, Ptr, Ptr);
  case RuntimeFn::Malloc: {
    // Fresh memory, like malloc's: stores to it do not clobber anything
    // else, which lets the optimiser vectorise copies into local tiles.
    FunctionCallee F =
        M.getOrInsertFunction("hpvm_rt_malloc", Ptr, Ptr, I64, Ptr);
    cast<Function>(F.getCallee())->addRetAttr(Attribute::NoAlias);
    return F;
  }
  case RuntimeFn::NodeError:
    return M.getOrInsertFunction("hpvm_rt_node_error", Void, Ptr, Ptr);
  case RuntimeFn::OpenCLLaunch:
    return M.getOrInsertFunction("hpvm_rt_opencl_launch", Void, Ptr, Ptr, Ptr,
                                 Ptr, Ptr, I32, Ptr, Ptr, Ptr, I64);
  case RuntimeFn::OpenCLPointer:
    return M.getOrInsertFunction("hpvm_rt_opencl_pointer", Ptr, Ptr, Ptr, I32,
                                 I32, Ptr);
  case RuntimeFn::ParallelFor:
    return M.getOrInsertFunction("hpvm_rt_parallel_for", Void, Ptr, I64, Ptr,
                                 Ptr);
  case RuntimeFn::RequestMem:
    return M.getOrInsertFunction("hpvm_rt_request_mem", Void, Ptr, I64);
  case RuntimeFn::Run:
    return M.getOrInsertFunction("hpvm_rt_run", Void, Ptr, Ptr, Ptr);
  case RuntimeFn::RunChildren:
    return M.getOrInsertFunction("hpvm_rt_run_children", Void, Ptr, I32, Ptr,
                                 Ptr, Ptr, Ptr);
  case RuntimeFn::RunNode:
    return M.getOrInsertFunction("hpvm_rt_run_node", Void, Ptr, Ptr, Ptr, I64,
                                 I64, I64);
  case RuntimeFn::StreamLaunch:
    return M.getOrInsertFunction("hpvm_rt_stream_launch", Ptr, Ptr, Ptr);
  case RuntimeFn::StreamPop:
    return M.getOrInsertFunction("hpvm_rt_stream_pop", Ptr, Ptr);
  case RuntimeFn::StreamPush:
    return M.getOrInsertFunction("hpvm_rt_stream_push", Void, Ptr, Ptr);
  case RuntimeFn::TrackMem:
    return M.getOrInsertFunction("hpvm_rt_track_mem", Void, Ptr, I64);
  case RuntimeFn::UntrackMem:
    return M.getOrInsertFunction("hpvm_rt_untrack_mem", Void, Ptr);
  case RuntimeFn::Wait:
    return M.getOrInsertFunction("hpvm_rt_wait", Void, Ptr);
  }
  llvm_unreachable("unknown runtime function");
}

} // namespace hpvm
