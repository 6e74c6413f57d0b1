//===- DeviceModule.h - the NVPTX module of a translation unit --*- C++ -*-===//
//
// The device half of the GPU backend: a clone of the host module in which the
// kernels are built (KernelBuilder.h), then pruned to what the kernels reach,
// linked with libdevice, optimised and printed as PTX.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_DEVICEMODULE_H
#define HPVM_CODEGEN_GPU_DEVICEMODULE_H

#include "gpu/ConstantParams.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <memory>
#include <string>

namespace llvm {
class Function;
class Module;
class TargetMachine;
} // namespace llvm

namespace hpvm {

/// Keeps only what \p Kernels reach in \p DM, a clone of the host module
/// where they were built, without the host CPU's attributes.
void pruneToKernels(llvm::Module &DM, llvm::ArrayRef<llvm::Function *> Kernels);

/// NN of a CUDA architecture "sm_NN"; an error naming --cuda-arch if
/// \p Arch is not one.
llvm::Expected<unsigned> parseCudaArch(llvm::StringRef Arch);

/// The NVPTX target machine for \p Arch ("sm_NN").
llvm::Expected<std::unique_ptr<llvm::TargetMachine>>
makeNVPTXTargetMachine(llvm::StringRef Arch);

/// Turns \p DM, where \p Kernels were built, into PTX: keeps only what the
/// kernels reach (then calls \p AfterPruning), points <cmath> calls at
/// libdevice (\p LibDevicePath) and rejects any other call without a body,
/// optimises at -O3, with \p ConstantMemory moves small uniform read-only
/// parameters to constant memory (ConstantParams.h; \p Constants gets those
/// of each kernel), reads other uniform read-only data through `ldu`
/// (UniformLoads.h) and, with \p ReadOnlyCache, the rest of it through
/// `ld.global.nc`.
llvm::Expected<std::string> compileDeviceModule(
    llvm::Module &DM, llvm::ArrayRef<llvm::Function *> Kernels,
    llvm::TargetMachine &TM, llvm::StringRef LibDevicePath,
    llvm::function_ref<void()> AfterPruning, bool ConstantMemory,
    bool ReadOnlyCache,
    llvm::SmallVectorImpl<llvm::SmallVector<ConstantParam, 2>> &Constants);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_DEVICEMODULE_H
