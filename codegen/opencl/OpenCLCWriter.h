//===- OpenCLCWriter.h - kernels in LLVM IR to OpenCL C ---------*- C++ -*-===//
//
// Prints the kernels of an optimised device module as OpenCL C 1.2 source,
// the one kernel form every OpenCL implementation loads (docs/opencl.md says
// why). The module is what the GPU backend's kernel builder made
// (KernelBuilder.h), with every other function inlined into the kernels:
// CUDA's special registers and bar.sync, which the builder uses, become
// get_local_id / get_group_id / get_local_size and barrier().
//
// OpenCL C 1.2 has no generic address space, so each pointer's address space
// is inferred: kernel parameters are __global, allocas __private,
// addrspace(3) memory (allocation nodes) __local, constant globals
// __constant. A pointer parameter becomes two kernel parameters, a buffer
// and a byte offset into it (`__global uchar *pN_base, ulong pN_off`), as
// OpenCL passes buffers, not addresses. Parameters the kernel does not use
// are left out (openclKernelParams).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_OPENCL_OPENCLCWRITER_H
#define HPVM_CODEGEN_OPENCL_OPENCLCWRITER_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class Function;
class Module;
} // namespace llvm

namespace hpvm {

/// The OpenCL C name of a kernel built from node function \p Name (LLVM
/// names may hold characters that C identifiers may not).
std::string openclKernelName(llvm::StringRef Name);

/// Which parameters of kernel \p K its OpenCL C kernel takes: those the
/// optimised kernel uses. A launch passes only these (a node's instance
/// counts and ancestors' contexts are mostly unused, and every argument
/// costs the OpenCL implementation a copy at each launch).
llvm::SmallVector<bool, 16> openclKernelParams(const llvm::Function &K);

/// Whether \p Name is a <cmath> function (double, or float with an `f`) that
/// OpenCL C has as a built-in of the same name without the `f`.
bool isOpenCLMathFunction(llvm::StringRef Name);

/// The OpenCL C source of \p Kernels, functions of \p DM that call no
/// function with a body; an error located at the first construct OpenCL C
/// cannot express.
llvm::Expected<std::string>
writeOpenCLC(const llvm::Module &DM, llvm::ArrayRef<llvm::Function *> Kernels);

} // namespace hpvm

#endif // HPVM_CODEGEN_OPENCL_OPENCLCWRITER_H
