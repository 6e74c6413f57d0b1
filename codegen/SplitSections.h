//===- SplitSections.h - bytes a part of a split launch touches -*- C++ -*-===//
//
// A launch the split policy shares between devices runs each part on a
// window [begin, end) of the leaf's outermost instance dimension
// (SplitInstances.h). Where every access through a pointer parameter is at
// an address affine in the instance ids,
//
//   p + c + id.x * cx + id.y * cy + id.z * cz
//
// with c, cx, cy, cz computed from the node's parameters, its instance
// counts and constants, the bytes a window touches through p lie in
//
//   [p + c + min(cx * begin, cx * (end - 1)) + min(0, cy * (n1 - 1)) + ...,
//    p + c + max(cx * begin, cx * (end - 1)) + max(0, cy * (n1 - 1)) + ...
//      + the access's size)
//
// (the union over its accesses). The node's split_sections function
// (hpvm_rt.h) writes that range for each pointer parameter, so that a
// device part copies in and out only its own bytes of an object its window
// writes, with no snapshot and merge (runtime/memory/SplitCopies.h). A
// parameter passed to a call, stored, or accessed at an address that is not
// affine (a loop's induction variable, a loaded index) gets no range: the
// runtime copies its objects whole.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_SPLITSECTIONS_H
#define HPVM_CODEGEN_SPLITSECTIONS_H

namespace llvm {
class Function;
} // namespace llvm

namespace hpvm {

class DFNode;

/// Builds `F.split_sections(args, n0, n1, n2, begin, end, out)` for leaf
/// \p N, which can be split (whyNotSplit), writing four values per pointer
/// parameter of its function, in order: the pointer, the first and one past
/// the last byte address instances [begin, end) access through it (both 0
/// when not known) and 1 when they may write through it, else 0. Sets
/// \p Count to the number of pointer parameters. Null when no parameter
/// that is written has a known range.
llvm::Function *buildSplitSections(const DFNode &N, unsigned &Count);

} // namespace hpvm

#endif // HPVM_CODEGEN_SPLITSECTIONS_H
