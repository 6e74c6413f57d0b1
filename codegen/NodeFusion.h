//===- NodeFusion.h - fusing sibling leaves ---------------------*- C++ -*-===//
//
// HPVM's node fusion (Srivastava et al., PPoPP'18): two sibling leaves with
// equal instance spaces run as one leaf whose instance i runs the first
// leaf's instance i, then the second's. On the GPU that is one kernel launch
// instead of two; on the CPU one parallel loop. Repeated, it fuses any
// number of siblings.
//
// A pair is fused only when that keeps the graph's meaning:
//  * both are leaves of the same internal node of a graph that is not
//    streaming, with the same targets, cpu and/or gpu only (a vector leaf
//    that fused with one that cannot be vectorised would lose its vector
//    body);
//  * their grids have the same number of dimensions and extents computed
//    the same way from the same values;
//  * either neither reaches the other along its parent's edges (the graph
//    already allows them to run at the same time), or every edge from the
//    first to the second is one-to-one and there is no other path between
//    them (the graph already allows instance i of the second to run once
//    instance i of the first has, docs/semantics.md);
//  * both pass inputs through as all their outputs (NodeArgs.h), so that
//    the fused leaf's outputs, also when no instance runs, are those inputs;
//  * their bodies use no barrier, no llvm.hpvm.malloc and no HPVM operation
//    other than the queries and atomics, whose meaning is the same in the
//    fused leaf's instances.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_NODEFUSION_H
#define HPVM_CODEGEN_NODEFUSION_H

#include <string>
#include <vector>

namespace llvm {
class Module;
} // namespace llvm

namespace hpvm {

class DFG;

/// Fuses pairs of leaves of \p Graphs in \p M, at most one pair per internal
/// node, since a fusion changes the graph \p Graphs describes. Returns one
/// remark for each fusion, at the second leaf's pragma; none when
/// nothing more can be fused. Build the DFG again before the next call.
std::vector<std::string> fuseSiblingLeaves(const DFG &Graphs, llvm::Module &M);

} // namespace hpvm

#endif // HPVM_CODEGEN_NODEFUSION_H
