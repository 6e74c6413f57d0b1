//===- BarrierFission.h - leaves with barriers as CPU phases ----*- C++ -*-===//
//
// On the CPU the instances of a leaf are iterations of a loop, so a leaf
// whose instances synchronise with llvm.hpvm.barrier cannot run one instance
// from start to finish after another. This pass splits the body of one
// instance at its barriers into phases (loop fission, generalised to
// barriers inside loops and other control flow): the caller runs the first
// phase of every instance, then the next phase of every instance, and so on,
// which orders everything before a barrier in any instance before everything
// after it in all of them.
//
// The result is one function for all phases,
//   i32 <name>(params..., ptr ctx, ptr frame, i32 resume, ptr out)
// that runs one instance from its start (resume = 0) or from just after
// barrier k (resume = k, barriers numbered from 1) up to the next barrier it
// reaches, whose number it returns, or up to its return: then it stores its
// outputs at `out` and returns 0. Every value that lives across a barrier,
// and every stack object of the instance, is kept in the instance's frame:
// FrameSize bytes (a multiple of FrameAlign) that the caller provides per
// instance and keeps from the first phase to the last.
//
// All instances must reach the same barriers in the same order (the graph
// verifier rejects barriers under control flow that depends on the leaf's
// own instance id; the caller checks the rest at run time).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_CPU_BARRIERFISSION_H
#define HPVM_CODEGEN_CPU_BARRIERFISSION_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/Error.h"

#include <optional>

namespace llvm {
class Function;
} // namespace llvm

namespace hpvm {

struct PhasedLeaf {
  llvm::Function *Phases;
  uint64_t FrameSize;
  llvm::Align FrameAlign;
  unsigned NumBarriers;
};

/// All instances of a leaf in one function,
///   void <name>(params..., ptr ctx, ptr frames, ptr out)
/// that runs them on the calling thread: ctx holds the counts and the
/// parent (the function writes the ids), at least one instance runs, out
/// receives the outputs, and frames holds FrameSize bytes (a multiple of
/// FrameAlign) per instance.
struct GroupedLeaf {
  llvm::Function *Group;
  uint64_t FrameSize;
  llvm::Align FrameAlign;
};

/// Whether \p Instance calls llvm.hpvm.barrier.
bool hasBarriers(const llvm::Function &Instance);

/// Splits \p Instance, a leaf body with a trailing context parameter
/// (InstanceContext.h) in which llvm.hpvm.barrier calls are left, into the
/// phase function \p Name, and erases \p Instance. What cannot be split (a
/// variable-sized stack object, exception handling) is a located error.
llvm::Expected<PhasedLeaf> splitAtBarriers(llvm::Function &Instance,
                                           const llvm::Twine &Name);

/// Splits \p Instance, a leaf body of \p Dims dimensions like
/// splitAtBarriers' and without unreachable blocks, into the function \p Name of GroupedLeaf when its
/// barriers sit only in the body itself or in loops that every instance
/// runs with the same trip count (their conditions depend on inputs and
/// instance counts, not on instance ids or memory), each reached in every
/// iteration of the loop around it: that control runs once, each stretch
/// of code between two barriers becomes a loop over all instances, and the
/// values that one stretch leaves to a later one live in per-instance
/// arrays in the frames. Erases \p Instance on success; std::nullopt, with
/// \p Instance still a valid body for splitAtBarriers, when the leaf does
/// not have that shape.
std::optional<GroupedLeaf> splitAtUniformBarriers(llvm::Function &Instance,
                                                  unsigned Dims,
                                                  const llvm::Twine &Name);

} // namespace hpvm

#endif // HPVM_CODEGEN_CPU_BARRIERFISSION_H
