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
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"

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

/// The targets node \p N has a version for, in the program's order, the
/// first \p Listed of them those it asked for: a target it asked for that
/// has no version of its own here (\p HasOwn false: a device node that is
/// not a kernel, a vector leaf not vectorised or with barriers) runs the
/// cpu one; a node whose versions are all device kernels also gets the cpu
/// version, to fall back to where no device is usable.
struct VersionTargets {
  llvm::SmallVector<Target, 4> Targets;
  unsigned Listed = 0;
};
VersionTargets versionTargets(const DFNode &N,
                              llvm::function_ref<bool(Target)> HasOwn);

/// Builds F.dispatch for \p N, whose \p Versions start with the \p Listed
/// ones the program asked for, in its order; \p Name is the node's name as
/// a C string.
llvm::Function *buildDispatch(const DFNode &N,
                              llvm::ArrayRef<NodeVersion> Versions,
                              unsigned Listed, llvm::Constant *Name);

} // namespace hpvm

#endif // HPVM_CODEGEN_NODEVERSIONS_H
