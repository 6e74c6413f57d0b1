//===- NodeArgs.h - the packed argument struct of a node --------*- C++ -*-===//
//
// A node is run on a packed struct holding one field per parameter of its
// function, in order, followed by its output struct: the layout HPVM-C hosts
// pass to __hpvm__launch (shared/HPVM-C.md). The CPU backend uses the same
// layout between internal nodes and their children.
//
// The struct is packed, and a host's packed C struct may lie at any address:
// a field's address need not be a multiple of its type's alignment (a
// 16-byte vector after a char). Code generators therefore read and write
// the fields only through the functions below, which use alignment 1.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_NODEARGS_H
#define HPVM_CODEGEN_NODEARGS_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/IRBuilder.h"

#include <optional>

namespace hpvm {

/// <{ params..., outputs }> of node function \p F.
llvm::StructType *nodeArgsType(const llvm::Function &F);
/// The index of the outputs field in nodeArgsType(F).
inline unsigned outputsField(const llvm::Function &F) { return F.arg_size(); }

/// Field \p Field of the arguments struct of \p F at \p Args.
llvm::LoadInst *loadArgsField(llvm::IRBuilderBase &B, const llvm::Function &F,
                              llvm::Value *Args, unsigned Field);
void storeArgsField(llvm::IRBuilderBase &B, const llvm::Function &F,
                    llvm::Value *V, llvm::Value *Args, unsigned Field);
/// Output \p Port in the outputs field of the arguments struct.
llvm::LoadInst *loadOutput(llvm::IRBuilderBase &B, const llvm::Function &F,
                           llvm::Value *Args, unsigned Port);
llvm::StoreInst *storeOutput(llvm::IRBuilderBase &B, const llvm::Function &F,
                             llvm::Value *V, llvm::Value *Args, unsigned Port);
/// Stores all outputs \p Outputs (the node's output struct) at \p Out, the
/// outputs field of an arguments struct, field by field: the struct's tail
/// padding is not written, as a host's packed struct of the outputs (the
/// end of its launch struct) may not have it.
void storeOutputs(llvm::IRBuilderBase &B, llvm::Value *Outputs,
                  llvm::Value *Out);
/// The bytes of the outputs field that storeOutputs writes for outputs of
/// type \p Ty: up to the end of its last field.
uint64_t outputsSize(const llvm::DataLayout &DL, llvm::StructType *Ty);

/// For each output of leaf function \p F, the parameter it passes through
/// unchanged (the usual way HPVM nodes hand a buffer on to the next node);
/// std::nullopt when an output is computed. Such outputs are the same in
/// every instance and known before any runs, so backends set them once per
/// node rather than from one of its instances.
std::optional<llvm::SmallVector<unsigned, 4>>
passThroughOutputs(llvm::Function &F);
/// For each output of leaf function \p F, the parameter it passes through
/// unchanged, or ~0u where it is computed (or passes different parameters
/// on different paths).
llvm::SmallVector<unsigned, 4> outputSources(llvm::Function &F);

/// A copy at \p B's insertion point of \p V, a value of a node function
/// computed from its parameters by casts, arithmetic, comparisons and
/// selects, with parameter k replaced by \p Params[k]; null when \p V
/// depends on anything else (nothing is inserted then).
llvm::Value *recomputeFromParams(llvm::IRBuilderBase &B, llvm::Value *V,
                                 llvm::ArrayRef<llvm::Value *> Params);

} // namespace hpvm

#endif // HPVM_CODEGEN_NODEARGS_H
