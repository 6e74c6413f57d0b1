//===- RuntimeUse.h - which objects need libhpvm-rt -------------*- C++ -*-===//
//
// A link adds libhpvm-rt and the OpenMP runtime only when one of its objects
// calls the HPVM runtime, so that programs without HPVM link exactly as with
// clang++; and the tensor runtime (libhpvm-tensor, on oneDNN) only when one
// calls a tensor operation or utility.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_RUNTIMEUSE_H
#define HPVM_HPVMCC_RUNTIMEUSE_H

#include "llvm/ADT/ArrayRef.h"

#include <string>

namespace hpvm {

/// The runtime libraries the objects of a link call.
struct RuntimeUse {
  bool Core = false;   // libhpvm-rt: hpvm_rt_* symbols
  bool Tensor = false; // libhpvm-tensor: hpvm_tensor_* symbols
};

/// Which runtimes the object files and archives among \p Inputs refer to.
/// Inputs that are not object files or archives (linker options, scripts,
/// shared libraries) are not looked into.
RuntimeUse usedRuntimes(llvm::ArrayRef<std::string> Inputs);

} // namespace hpvm

#endif // HPVM_HPVMCC_RUNTIMEUSE_H
