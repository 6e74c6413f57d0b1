//===- DeviceSupport.h - what the NVPTX back end cannot lower ---*- C++ -*-===//
//
// Run on the device module once it holds only what the kernels reach, before
// anything is linked into it or compiled: types the GPU has no arithmetic
// for (long double, __float128, integers wider than 64 bits), built-ins of
// another target (x86 intrinsics such as __rdtsc), calls through function
// pointers and C++ throws would make NVPTX instruction selection crash or
// fail with an unlocated message. Each is a located error naming what the
// node uses.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GPU_DEVICESUPPORT_H
#define HPVM_CODEGEN_GPU_DEVICESUPPORT_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

/// An error at the first use in \p DM of something the GPU cannot run,
/// which begins with \p Node ("a gpu node", "an opencl node").
llvm::Error checkDeviceSupport(llvm::Module &DM, llvm::StringRef Node);

} // namespace hpvm

#endif // HPVM_CODEGEN_GPU_DEVICESUPPORT_H
