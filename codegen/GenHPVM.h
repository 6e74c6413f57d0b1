//===- GenHPVM.h - HPVM-C calls to HPVM IR ----------------------*- C++ -*-===//
//
// Lowers the HPVM-C API (__hpvm__* and llvm_hpvm_* calls, shared/HPVM-C.md)
// in a module compiled by clang into HPVM IR (shared/IR.md):
//  * every call becomes its llvm.hpvm.* operation;
//  * node functions get their outputs as a returned struct (from
//    __hpvm__return in leaves, from __hpvm__bindOut in internal nodes),
//    "hpvm.in"/"hpvm.out" parameter attributes (from __hpvm__attributes) and
//    !hpvm.target metadata (from __hpvm__hint).
// Works on unoptimised (-O0) and optimised IR; node functions may appear in
// any order. Malformed uses are located user errors.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_GENHPVM_H
#define HPVM_CODEGEN_GENHPVM_H

#include "llvm/Support/Error.h"

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

llvm::Error genHPVM(llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_GENHPVM_H
