//===- StreamGraph.h - a streaming root as a pipeline for libhpvm-rt -*- C++
//-*-===//
//
// A root launched with isStream = 1 runs as a pipeline (hpvm_rt.h,
// hpvm_rt_stream_graph): its children, in a topological order of their
// edges, are the stages, and every data item pushed goes through all of
// them. This file builds what the runtime needs for that from the root's
// binds and edges:
//   Root.stream.begin  fills an item's frame from the launch's arguments
//                      (non-streaming binds) and the push's (streaming ones);
//   Root.stream.stage  runs one stage on a frame: the child's instances, then
//                      its edges into its successors' arguments in the frame;
//   Root.stream.end    copies the root's bound outputs out of the frame;
//   Root.stream        the constant hpvm_rt_stream_graph naming them.
// An item's frame holds the root's packed arguments and then each stage's,
// so that the stages of different items never share one.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_CPU_STREAMGRAPH_H
#define HPVM_CODEGEN_CPU_STREAMGRAPH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/Support/Error.h"

namespace llvm {
class GlobalVariable;
class Module;
} // namespace llvm

namespace hpvm {

class DFGraph;
class DFNode;

/// Emits at B the run of child \p Stage of the root on its arguments
/// (ArgsOf(Stage)) with instance counts \p Extents, and the stores of its
/// outputs along its edges into ArgsOf(successor): what the CPU backend does
/// for a child of any internal node.
using StageEmitter = llvm::function_ref<void(
    llvm::IRBuilder<> &B, const DFNode &Stage,
    llvm::function_ref<llvm::Value *(const DFNode &)> ArgsOf,
    llvm::ArrayRef<llvm::Value *> Extents)>;

/// The hpvm_rt_stream_graph of streaming graph \p Graph. Errors: a root
/// without children, a stage whose instance count is not computed from the
/// root's inputs alone.
llvm::Expected<llvm::GlobalVariable *>
buildStreamGraph(llvm::Module &M, const DFGraph &Graph, StageEmitter EmitStage);

} // namespace hpvm

#endif // HPVM_CODEGEN_CPU_STREAMGRAPH_H
