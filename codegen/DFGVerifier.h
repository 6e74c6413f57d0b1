//===- DFGVerifier.h - the rules of HPVM IR ---------------------*- C++ -*-===//
//
// Checks every rule of shared/IR.md on a built graph model, each with its own
// message at the offending operation's source location. Runs after GenHPVM
// and after every graph transformation. A violation is a user error.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_DFGVERIFIER_H
#define HPVM_CODEGEN_DFGVERIFIER_H

#include "llvm/Support/Error.h"

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

class DFG;

llvm::Error verifyDFG(const DFG &G, llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_DFGVERIFIER_H
