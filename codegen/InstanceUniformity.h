//===- InstanceUniformity.h - what may differ between instances -*- C++ -*-===//
//
// Two graph rules depend on which values may differ between the dynamic
// instances of a node (docs/semantics.md):
//  * an output of a node that may run more than one instance can be used,
//    by an all-to-all edge or an output bind, only if every instance
//    returns the same value: there is no "last instance" to pick on a
//    parallel target (a one-to-one edge takes each instance's own value to
//    the same instance of its destination);
//  * every instance of a leaf reaches the same barriers, so a barrier must
//    not be under control flow that depends on the leaf's own instance id
//    (or on an atomic's or an allocation's result, which differ per
//    instance too).
//
// Both are decided by one analysis. For every value it computes, per
// ancestor depth, whether the value may differ between instances of the
// node at that depth: through an instance id (getNodeInstanceID of that
// node, from a leaf below it), through what memory, atomics, allocations or
// calls return, or through control flow that merges values. Instance counts
// and node inputs fed by binds are the same in every instance. Values flow
// between nodes through edges and binds, so the analysis walks each graph
// from its root, children in a topological order.
//
// The analysis is syntactic and conservative for outputs: `return a[0]` is
// rejected in a replicated node even when every instance reads the same
// element. For barriers it only rejects control flow that depends on the
// instance id itself; conditions read from memory are checked at run time
// by the backends that split leaves at barriers.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_INSTANCEUNIFORMITY_H
#define HPVM_CODEGEN_INSTANCEUNIFORMITY_H

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/Error.h"

namespace hpvm {

class DFG;
struct DFEdge;

/// Checks both rules above on every graph of \p G; the first violation is
/// a located error.
llvm::Error checkInstanceUniformity(const DFG &G);

/// The one-to-one edges of \p G, which must pass checkInstanceUniformity,
/// whose values may differ between instances.
llvm::SmallVector<const DFEdge *, 4> perInstanceEdges(const DFG &G);

} // namespace hpvm

#endif // HPVM_CODEGEN_INSTANCEUNIFORMITY_H
