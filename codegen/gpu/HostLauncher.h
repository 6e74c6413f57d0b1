//===- HostLauncher.h - the host side of a gpu node -------------*- C++ -*-===//
//
// For each kernel node, a host function with the CPU backend's node
// signature, `void F.gpu(ptr args, ptr parentCtx, i64 n0, i64 n1, i64 n2)`,
// that moves the node's pointer arguments to the device through the memory
// tracker, passes its ancestors' instance contexts by value, picks the grid
// and block (an OpenCL work-group is a block), and launches the kernel.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_HOSTLAUNCHER_H
#define HPVM_CODEGEN_GPU_HOSTLAUNCHER_H

#include "gpu/ConstantParams.h"
#include "gpu/KernelBuilder.h"

#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class Function;
class GlobalVariable;
} // namespace llvm

namespace hpvm {

/// The runtime interface a launcher calls: hpvm_rt_gpu_* (CUDA: kernel
/// arguments are device addresses; computed outputs go through pinned
/// memory) or hpvm_rt_opencl_* (a pointer is a buffer and an offset, two
/// kernel arguments, and the runtime passes the outputs buffer last).
enum class KernelAPI { CUDA, OpenCL };

/// Builds F.gpu (CUDA) or F.opencl for \p KN in the host module, launching
/// from \p Code (an hpvm_rt_gpu_module or hpvm_rt_opencl_program), whose
/// kernel reads \p Constants from constant memory (CUDA only: an OpenCL
/// kernel has none) and takes the parameters \p Taken says (OpenCL only,
/// openclKernelParams; empty: every one).
llvm::Expected<llvm::Function *>
buildHostLauncher(const KernelNode &KN, llvm::GlobalVariable *Code,
                  KernelAPI API, llvm::ArrayRef<ConstantParam> Constants,
                  llvm::ArrayRef<bool> Taken = {});

/// For --hpvm-report: the grid and block F.gpu picks for \p KN, as numbers
/// where the instance counts are constants and as formulas of them
/// ("ceil(n0/256)") where they are known at the launch.
std::string describeLaunchGeometry(const KernelNode &KN);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_HOSTLAUNCHER_H
