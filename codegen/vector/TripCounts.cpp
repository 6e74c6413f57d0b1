//===- TripCounts.cpp - loops' trip counts before they start --------------===//
//
// ScalarEvolution's exact backedge-taken count (only when every exit's count
// is known; never an upper bound, since a lane must not run an iteration its
// scalar body would not), expanded at the end of the preheader.
//
//===----------------------------------------------------------------------===//
#include "vector/TripCounts.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Module.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"

using namespace llvm;

namespace hpvm {

TripCounts expandTripCounts(Function &F) {
  TripCounts Out;
  TargetLibraryInfoImpl TLII(Triple(F.getParent()->getTargetTriple()));
  TargetLibraryInfo TLI(TLII, &F);
  AssumptionCache AC(F);
  DominatorTree DT(F);
  LoopInfo LI(DT);
  ScalarEvolution SE(F, TLI, AC, DT, LI);
  SCEVExpander Expander(SE, F.getDataLayout(), "trips",
                        /*PreserveLCSSA=*/true);
  for (Loop *L : LI.getLoopsInPreorder()) {
    BasicBlock *Pre = L->getLoopPreheader();
    const SCEV *Count = SE.getBackedgeTakenCount(L);
    if (!Pre || isa<SCEVCouldNotCompute>(Count) || isa<SCEVConstant>(Count) ||
        !Count->getType()->isIntegerTy() ||
        Count->getType()->getIntegerBitWidth() > 64 ||
        !Expander.isSafeToExpandAt(Count, Pre->getTerminator()))
      continue;
    Out.BackedgesTaken[L->getHeader()] =
        Expander.expandCodeFor(Count, Count->getType(), Pre->getTerminator());
  }
  for (Instruction *I : Expander.getAllInsertedInstructions())
    Out.Added.insert(I);
  return Out;
}

} // namespace hpvm
