//===- DivergentLoopUnroll.cpp - unroll count of divergent loops ----------===//
#include "gpu/DivergentLoopUnroll.h"

#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/CodeMetrics.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/UniformityAnalysis.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Transforms/Utils/LoopUtils.h"
#include "llvm/Transforms/Utils/ScalarEvolutionExpander.h"
#include "llvm/Transforms/Utils/UnrollLoop.h"

using namespace llvm;

namespace hpvm {
namespace {

cl::opt<unsigned> Count(
    "hpvm-divergent-unroll-count", cl::init(4), cl::Hidden,
    cl::desc("Unroll count of gpu kernels' loops whose trip count differs "
             "between the threads of a warp (0: LLVM's)"));

/// Whether the threads of a warp may leave \p L after different numbers of
/// iterations: one of its exits branches on a divergent condition.
bool divergentTripCount(const Loop &L, const UniformityInfo &UI) {
  SmallVector<BasicBlock *, 4> Exiting;
  L.getExitingBlocks(Exiting);
  return any_of(Exiting, [&](BasicBlock *BB) {
    auto *Br = dyn_cast<BranchInst>(BB->getTerminator());
    return !Br || (Br->isConditional() && UI.isDivergent(Br->getCondition()));
  });
}

/// Whether LLVM unrolls \p L at run time by itself (LoopUnrollRuntime.cpp's
/// conditions, which a count given as metadata would override): one exit,
/// at the latch; a trip count not known to be small, computable and cheap
/// to compute before the loop (the unroller gives the loop a preheader
/// first, where it is computed; before, the header stands for it).
bool unrolledAtRunTime(Loop &L, ScalarEvolution &SE,
                       const TargetTransformInfo &TTI,
                       const TargetTransformInfo::UnrollingPreferences &UP) {
  BasicBlock *Latch = L.getLoopLatch(), *Preheader = L.getLoopPreheader();
  if (!UP.Runtime || !Latch || L.getExitingBlock() != Latch)
    return false;
  unsigned MaxTrips = SE.getSmallConstantMaxTripCount(&L);
  if (MaxTrips && MaxTrips < UP.MaxUpperBound)
    return false;
  const SCEV *Backedges = SE.getExitCount(&L, Latch);
  if (isa<SCEVCouldNotCompute>(Backedges))
    return false;
  const SCEV *Trips = SE.getAddExpr(Backedges, SE.getOne(Backedges->getType()));
  SCEVExpander Expander(SE, Latch->getDataLayout(), "hpvm-unroll");
  const Instruction *Before = Preheader
                                  ? Preheader->getTerminator()
                                  : &*L.getHeader()->getFirstInsertionPt();
  return !Expander.isHighCostExpansion(Trips, &L, SCEVCheapExpansionBudget,
                                       &TTI, Before);
}

/// Gives \p L's unrolled loop, once LLVM has unrolled it, no unroll
/// property but one that keeps LLVM from unrolling it at run time again.
/// Without it, the unroller marks a loop unrolled by a given count with
/// llvm.loop.unroll.disable, which NVPTX prints as `.pragma "nounroll"`:
/// ptxas would then not unroll the loop further, as it does nvcc's (which
/// marks only the remainder loop). The remainder loop keeps the mark.
void leaveUnrolledLoopToPtxas(Loop &L) {
  LLVMContext &C = L.getHeader()->getContext();
  Metadata *RuntimeDisable =
      MDNode::get(C, MDString::get(C, "llvm.loop.unroll.runtime.disable"));
  SmallVector<Metadata *, 4> Properties{nullptr};
  if (MDNode *ID = L.getLoopID())
    append_range(Properties, drop_begin(ID->operands()));
  Properties.push_back(
      MDNode::get(C, {MDString::get(C, "llvm.loop.unroll.followup_unrolled"),
                      RuntimeDisable}));
  MDNode *ID = MDNode::getDistinct(C, Properties);
  ID->replaceOperandWith(0, ID);
  L.setLoopID(ID);
}

} // namespace

PreservedAnalyses DivergentLoopUnroll::run(Function &F,
                                           FunctionAnalysisManager &FAM) {
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  if (!Count || LI.empty())
    return PreservedAnalyses::all();
  ScalarEvolution &SE = FAM.getResult<ScalarEvolutionAnalysis>(F);
  const TargetTransformInfo &TTI = FAM.getResult<TargetIRAnalysis>(F);
  const UniformityInfo &UI = FAM.getResult<UniformityInfoAnalysis>(F);
  AssumptionCache &AC = FAM.getResult<AssumptionAnalysis>(F);
  OptimizationRemarkEmitter &ORE =
      FAM.getResult<OptimizationRemarkEmitterAnalysis>(F);
  bool Changed = false;
  for (Loop *L : LI.getLoopsInPreorder()) {
    if (!L->isInnermost() || hasUnrollTransformation(L) != TM_Unspecified ||
        SE.getSmallConstantTripCount(L) || !divergentTripCount(*L, UI))
      continue;
    TargetTransformInfo::UnrollingPreferences UP = gatherUnrollingPreferences(
        L, SE, TTI, nullptr, nullptr, ORE, /*OptLevel=*/3, std::nullopt,
        std::nullopt, std::nullopt, std::nullopt, std::nullopt, std::nullopt);
    SmallPtrSet<const Value *, 32> EphValues;
    CodeMetrics::collectEphemeralValues(L, &AC, EphValues);
    UnrollCostEstimator Size(L, TTI, EphValues, UP.BEInsns);
    // LLVM gives larger bodies fewer copies than its default itself.
    if (!unrolledAtRunTime(*L, SE, TTI, UP) || !Size.canUnroll() ||
        Size.getUnrolledLoopSize(UP, UP.DefaultUnrollRuntimeCount) >
            UP.PartialThreshold)
      continue;
    addStringMetadataToLoop(L, "llvm.loop.unroll.count", Count);
    leaveUnrolledLoopToPtxas(*L);
    Changed = true;
  }
  return Changed ? PreservedAnalyses::none() : PreservedAnalyses::all();
}

} // namespace hpvm
