//===- InstanceGroups.h - a row of instances in groups of W -----*- C++ -*-===//
//
// The CPU backend's innermost instance loop hands a vector leaf's whole
// vectors to
//   void F.vector.groups(params..., ptr ctx, i64 lo, i64 hi)
// which runs the instances [lo, hi) (hi - lo a multiple of W) W at a time,
// setting ctx's innermost id to each group's first.
//
// With a run-time choice (when the vector body gathers or scatters, which
// can be slower than the scalar code's contiguous accesses: data out of the
// caches, long loops with few active lanes), the node's groups, counted
// across its calls, come in epochs of 4096; each epoch times its first
// groups both ways with the cycle counter (32 groups with the vector body,
// 2 x 32 with the scalar body lane by lane, 32 with the vector body again;
// each version's fastest 32); the verdict moves a saturating count of the
// node's (as a two-bit branch predictor does), which decides what runs the
// epoch's other groups and later calls' until the next verdict. Counting
// across calls
// makes each call probe other instances (a program that runs the node on
// the same data again does not time the scalar body on branches the CPU
// has learnt). The instances' results do not depend on the choice, except
// for vector math (VectorBackend.h).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_VECTOR_INSTANCEGROUPS_H
#define HPVM_CODEGEN_VECTOR_INSTANCEGROUPS_H

namespace llvm {
class Function;
class Twine;
} // namespace llvm

namespace hpvm {

/// Builds \p Name, running groups of \p Width instances of dimension \p Dim
/// with \p Vector, or with a run-time choice between \p Vector and
/// \p Scalar (the scalar instance body) when \p Scalar is not null.
llvm::Function *buildInstanceGroups(llvm::Function &Vector,
                                    llvm::Function *Scalar, unsigned Width,
                                    unsigned Dim, const llvm::Twine &Name);

} // namespace hpvm

#endif // HPVM_CODEGEN_VECTOR_INSTANCEGROUPS_H
