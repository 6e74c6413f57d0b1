//===- EmptyOutputs.h - the outputs of a node that runs no instance -*- C++
//-*-===//
//
// A node whose grid has an extent of 0 runs no code, yet its outputs still
// flow along edges and binds (docs/semantics.md). They are:
//  * for a node function that gave __hpvm__empty_outputs, those values,
//    recomputed from its inputs by the function GenHPVM outlined from the
//    call (the rewriter's nodes: a scalar in out(...) keeps its value);
//  * for a leaf that passes inputs through as its outputs (NodeArgs.h),
//    those inputs;
//  * for an internal node, what its children output when none of them runs
//    an instance, along its binds and edges;
//  * zero otherwise.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_EMPTYOUTPUTS_H
#define HPVM_CODEGEN_EMPTYOUTPUTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/Error.h"

namespace hpvm {

class DFNode;

/// Makes \p Values, the operands of a __hpvm__empty_outputs call \p At in
/// node function \p F, F's empty outputs: an error unless they match F's
/// outputs and are computed from F's parameters alone.
llvm::Error setEmptyOutputs(llvm::Function &F,
                            llvm::ArrayRef<llvm::Value *> Values,
                            const llvm::Instruction *At);

/// \p N's outputs when it runs no instance, a value of its output struct
/// type computed at \p B from \p Params, the values of its parameters.
llvm::Value *emitEmptyOutputs(llvm::IRBuilderBase &B, const DFNode &N,
                              llvm::ArrayRef<llvm::Value *> Params);

} // namespace hpvm

#endif // HPVM_CODEGEN_EMPTYOUTPUTS_H
