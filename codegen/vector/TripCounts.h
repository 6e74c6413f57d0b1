//===- TripCounts.h - loops' trip counts before they start ------*- C++ -*-===//
//
// The vector body runs a loop whose trip count differs between lanes until
// its longest lane is done. When the count is known before the loop starts,
// a counted loop to the lanes' largest count replaces the test "is any lane
// still in the loop" after every iteration (a scalar compare the unroller
// understands instead of a reduction of the lane mask).
//
// This computes, in a leaf's scalar body, each loop's backedge-taken count
// where ScalarEvolution knows it exactly and it can be computed in the
// loop's preheader; the vectoriser then vectorises those instructions with
// the rest. The input must be in loop-simplify and LCSSA form; it stays so.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_VECTOR_TRIPCOUNTS_H
#define HPVM_CODEGEN_VECTOR_TRIPCOUNTS_H

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace llvm {
class BasicBlock;
class Function;
class Instruction;
class Value;
} // namespace llvm

namespace hpvm {

struct TripCounts {
  /// Loop header -> the loop's backedge-taken count (an integer of at
  /// most 64 bits), computed in its preheader.
  llvm::DenseMap<const llvm::BasicBlock *, llvm::Value *> BackedgesTaken;
  /// The instructions added to compute them, which only control loops.
  llvm::SmallPtrSet<const llvm::Instruction *, 16> Added;
};

/// Adds to \p F the computation of the backedge-taken count of every loop
/// whose count ScalarEvolution knows exactly and that is not a constant.
TripCounts expandTripCounts(llvm::Function &F);

} // namespace hpvm

#endif // HPVM_CODEGEN_VECTOR_TRIPCOUNTS_H
