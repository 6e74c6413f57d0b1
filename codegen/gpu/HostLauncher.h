//===- HostLauncher.h - the host side of a gpu node -------------*- C++ -*-===//
//
// For each kernel node, a host function with the CPU backend's node
// signature, `void F.gpu(ptr args, ptr parentCtx, i64 n0, i64 n1, i64 n2)`,
// that moves the node's pointer arguments to the device through the memory
// tracker, passes its ancestors' instance contexts by value, picks the grid
// and block, and launches the kernel.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_HOSTLAUNCHER_H
#define HPVM_CODEGEN_GPU_HOSTLAUNCHER_H

#include "gpu/ConstantParams.h"
#include "gpu/KernelBuilder.h"

#include "llvm/Support/Error.h"

namespace llvm {
class Function;
class GlobalVariable;
} // namespace llvm

namespace hpvm {

/// Builds F.gpu for \p KN in the host module, launching from \p GPUModule (an
/// hpvm_rt_gpu_module), whose kernel reads \p Constants from constant
/// memory.
llvm::Expected<llvm::Function *>
buildHostLauncher(const KernelNode &KN, llvm::GlobalVariable *GPUModule,
                  llvm::ArrayRef<ConstantParam> Constants);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_HOSTLAUNCHER_H
