//===- NodeVersions.h - a node built for several targets --------*- C++ -*-===//
//
// A node with more than one version (one per target it was built for, and
// the CPU fallback of a gpu node) runs through the runtime's scheduler: its
// run function `F.dispatch(args, parentCtx, n0, n1, n2)` passes an
// hpvm_rt_node describing the versions (hpvm_rt.h) to hpvm_rt_run_node,
// which picks one per run.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_NODEVERSIONS_H
#define HPVM_CODEGEN_NODEVERSIONS_H

#include "NodeTargets.h"

#include "llvm/ADT/ArrayRef.h"

namespace llvm {
class Constant;
class Function;
class GlobalVariable;
} // namespace llvm

namespace hpvm {

class DFNode;

struct NodeVersion {
  Target T;
  /// The version's run function, with the CPU backend's node signature.
  llvm::Function *Run;
  /// For a device version, the descriptor of its device code
  /// (hpvm_rt_gpu_module, hpvm_rt_opencl_program); null for the host's.
  llvm::GlobalVariable *Code;
};

/// Builds F.dispatch for \p N, whose \p Versions start with the \p Listed
/// ones the program asked for, in its order; \p Name is the node's name as
/// a C string.
llvm::Function *buildDispatch(const DFNode &N,
                              llvm::ArrayRef<NodeVersion> Versions,
                              unsigned Listed, llvm::Constant *Name);

} // namespace hpvm

#endif // HPVM_CODEGEN_NODEVERSIONS_H
