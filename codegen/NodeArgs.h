//===- NodeArgs.h - the packed argument struct of a node --------*- C++ -*-===//
//
// A node is run on a packed struct holding one field per parameter of its
// function, in order, followed by its output struct: the layout HPVM-C hosts
// pass to __hpvm__launch (shared/HPVM-C.md). The CPU backend uses the same
// layout between internal nodes and their children.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_NODEARGS_H
#define HPVM_CODEGEN_NODEARGS_H

#include "llvm/IR/Function.h"

namespace hpvm {

/// <{ params..., outputs }> of node function \p F.
llvm::StructType *nodeArgsType(const llvm::Function &F);
/// The index of the outputs field in nodeArgsType(F).
inline unsigned outputsField(const llvm::Function &F) { return F.arg_size(); }

} // namespace hpvm

#endif // HPVM_CODEGEN_NODEARGS_H
