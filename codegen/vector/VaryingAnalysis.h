//===- VaryingAnalysis.h - what differs between vector lanes ----*- C++ -*-===//
//
// The vector backend runs W consecutive instances of a leaf's innermost
// dimension as the W lanes of one call. This analysis says, for the leaf's
// body (one instance, queries already loads from its context), which values
// are the same in every lane and which are not:
//  * Uniform: the same in every lane (arguments, other dimensions' ids,
//    ancestors' ids, counts, and everything computed only from them);
//  * Strided(S): lane l holds lane 0's value plus l * S (the innermost id
//    is Strided(1); an address Strided(element size) is a consecutive
//    access);
//  * Varying: anything else.
// It also says which blocks run with a per-lane mask (those under a branch
// whose condition is not uniform, and the loops such branches leave) and
// lays out each loop level as an acyclic graph of blocks and inner loops,
// in the order the vectoriser emits them.
//
// The input must be in loop-simplify and LCSSA form with a single return
// block; the analysis fails on irreducible control flow.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_VECTOR_VARYINGANALYSIS_H
#define HPVM_CODEGEN_VECTOR_VARYINGANALYSIS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Error.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace llvm {
class BasicBlock;
class CallBase;
class DominatorTree;
class Function;
class Loop;
class LoopInfo;
class Value;
} // namespace llvm

namespace hpvm {

struct Shape {
  enum KindTy : uint8_t { Uniform, Strided, Varying };
  KindTy Kind = Uniform;
  /// Strided only: the difference between neighbouring lanes (bytes for
  /// pointers).
  int64_t Stride = 0;
  /// Strided only: the lanes' values are lane 0's plus l * Stride as
  /// integers, without wrapping in the value's type, so that extending
  /// them keeps the stride.
  bool Exact = false;

  static Shape uniform() { return {}; }
  static Shape strided(int64_t S, bool Exact) { return {Strided, S, Exact}; }
  static Shape varying() { return {Varying, 0, false}; }
  bool isUniform() const { return Kind == Uniform; }
  bool operator==(const Shape &O) const {
    return Kind == O.Kind && Stride == O.Stride && Exact == O.Exact;
  }
  bool operator!=(const Shape &O) const { return !(*this == O); }
};

/// A node of one loop level's acyclic graph: a block directly in the loop
/// (or in the function, outside every loop), or a loop directly inside it,
/// entered at its header.
struct LevelNode {
  llvm::BasicBlock *Block = nullptr; // the block, or the inner loop's header
  llvm::Loop *Inner = nullptr;       // the inner loop, or null
  bool operator==(const LevelNode &O) const {
    return Block == O.Block && Inner == O.Inner;
  }
};

class VaryingInfo {
public:
  ~VaryingInfo();

  Shape shape(const llvm::Value *V) const;
  bool isUniform(const llvm::Value *V) const { return shape(V).isUniform(); }

  /// True when \p BB runs with a per-lane mask (else all lanes, or none, run
  /// it together).
  bool isMaskVarying(const llvm::BasicBlock *BB) const;
  /// True when the lanes of \p L may leave it at different iterations.
  bool isLoopVarying(const llvm::Loop *L) const;
  /// True when the lanes that take edge \p From -> \p To may differ from
  /// those that run \p From, or (for an edge that leaves loops) leave at
  /// different iterations of a loop up to and including \p UpTo (all the
  /// loops it leaves when null).
  bool isEdgeVarying(const llvm::BasicBlock *From, const llvm::BasicBlock *To,
                     const llvm::Loop *UpTo = nullptr) const;

  /// The blocks and inner loops of \p L (of the function, outside every
  /// loop, when null) in the order they run; \p L's header first.
  llvm::ArrayRef<LevelNode> order(const llvm::Loop *L) const;
  /// A node of \p N's level that always runs with exactly the lanes that
  /// run \p N (for a loop: that enter it), if any: it dominates \p N, and
  /// every path through the level's graph from it reaches \p N.
  std::optional<LevelNode> maskSource(const LevelNode &N) const;

  const llvm::LoopInfo &loops() const { return *LI; }
  const llvm::DominatorTree &dominators() const { return *DT; }

private:
  friend class VaryingAnalysis;
  VaryingInfo();
  std::unique_ptr<llvm::DominatorTree> DT;
  std::unique_ptr<llvm::LoopInfo> LI;
  llvm::DenseMap<const llvm::Value *, Shape> Shapes;
  llvm::SmallPtrSet<const llvm::BasicBlock *, 16> VaryingMasks;
  llvm::SmallPtrSet<const llvm::Loop *, 4> VaryingLoops;
  llvm::DenseMap<const llvm::Loop *, std::vector<LevelNode>> Orders;
  llvm::DenseMap<const llvm::BasicBlock *, LevelNode> BlockSources;
  llvm::DenseMap<const llvm::Loop *, LevelNode> LoopSources;
};

/// Analyses \p F, whose values \p Roots hold the innermost instance id
/// (Strided(1)). Calls for which \p IsPure holds count as free of side
/// effects (math functions whose only effect is errno). Fails, with the
/// reason as the message, on control flow the vectoriser cannot lay out.
llvm::Expected<std::unique_ptr<VaryingInfo>>
analyzeVarying(llvm::Function &F, llvm::ArrayRef<llvm::Value *> Roots,
               llvm::function_ref<bool(const llvm::CallBase &)> IsPure);

} // namespace hpvm

#endif // HPVM_CODEGEN_VECTOR_VARYINGANALYSIS_H
