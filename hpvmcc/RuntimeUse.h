//===- RuntimeUse.h - which objects need libhpvm-rt -------------*- C++ -*-===//
//
// A link adds libhpvm-rt and the OpenMP runtime only when one of its objects
// calls the HPVM runtime, so that programs without HPVM link exactly as with
// clang++.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_RUNTIMEUSE_H
#define HPVM_HPVMCC_RUNTIMEUSE_H

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace hpvm {

/// Whether an object file or archive among \p Inputs refers to a symbol of
/// libhpvm-rt. Inputs that are not object files or archives (linker options,
/// scripts, shared libraries) are not looked into.
bool usesHPVMRuntime(llvm::ArrayRef<std::string> Inputs);

} // namespace hpvm

#endif // HPVM_HPVMCC_RUNTIMEUSE_H
