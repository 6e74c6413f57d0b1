//===- BarrierFission.cpp - leaves with barriers as phases on the CPU -----===//
//
// The body is turned into a resumable function in four steps:
//  1. the static stack objects move to a new entry block, and each block
//     with a barrier is split after it; the barrier becomes `ret k` and the
//     rest of the block a resume point;
//  2. the new entry block switches on `resume` to the start of the old body
//     or to one of the resume points, and each old return stores the
//     outputs at `out` and returns 0;
//  3. every value that no longer dominates all its uses (it was computed in
//     an earlier phase, or earlier in a loop that contains a barrier) is
//     recomputed where it is used if it only depends on the arguments and
//     the instance contexts (instance ids, say), and otherwise demoted to a
//     stack slot, until all uses are dominated again;
//  4. every stack object, the demoted slots included, becomes a slot of the
//     instance's frame, so that it survives from one phase to the next.
// A value that does not cross a barrier stays an SSA value, and an instance
// loop over one phase is an ordinary loop for the optimiser.
//
// Assumes the body is in SSA form (GenHPVM promotes the locals of node
// functions) and that its barriers are direct calls of llvm.hpvm.barrier.
//
//===----------------------------------------------------------------------===//
#include "cpu/BarrierFission.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"
#include "llvm/Transforms/Utils/Local.h"

using namespace llvm;

#define DEBUG_TYPE "hpvm-barrier-fission"

STATISTIC(NumLeavesSplit, "Leaves split into phases at their barriers");
STATISTIC(NumRecomputed, "Values recomputed in a later phase");
STATISTIC(NumDemoted, "Values kept in the frame across barriers");

namespace hpvm {
namespace {

/// hpvm_rt_malloc aligns the frames of all instances to this many bytes.
constexpr uint64_t MaxFrameAlign = 64;

bool isBarrier(const Instruction &I) {
  return asIntrinsic(dyn_cast<CallInst>(&I)) == Intrinsic::Barrier;
}

/// Refuses what a frame of fixed size cannot hold, or control flow that
/// cannot be cut into phases. Messages point at the offending instruction
/// when it has a location, otherwise at the first barrier.
Error checkSplittable(Function &F, const Instruction &FirstBarrier) {
  const DataLayout &DL = F.getDataLayout();
  auto at = [&](const Instruction &I) {
    return I.getDebugLoc() ? &I : &FirstBarrier;
  };
  for (Instruction &I : instructions(F)) {
    if (I.isEHPad() || isa<InvokeInst>(I) || isa<CallBrInst>(I))
      return errorAt(at(I), "exception handling in a node that uses "
                            "__hpvm__barrier is not supported on the cpu "
                            "target");
    auto *AI = dyn_cast<AllocaInst>(&I);
    if (!AI)
      continue;
    std::optional<TypeSize> Size = AI->getAllocationSize(DL);
    if (!AI->isStaticAlloca() || !Size || Size->isScalable())
      return errorAt(at(I), "variable-sized stack object in a node that uses "
                            "__hpvm__barrier: on the cpu target every "
                            "instance keeps its locals across barriers, so "
                            "their sizes must be compile-time constants");
    if (AI->getAlign().value() > MaxFrameAlign)
      return errorAt(at(I), "local variable aligned to " +
                                Twine(AI->getAlign().value()) +
                                " bytes in a node that uses __hpvm__barrier "
                                "(the cpu target keeps such locals aligned "
                                "to at most " +
                                Twine(MaxFrameAlign) + " bytes)");
  }
  return Error::success();
}

/// Moves the body of \p F into a new function \p Name with the phase
/// signature; erases \p F.
Function *moveToPhaseSignature(Function &F, const Twine &Name) {
  LLVMContext &C = F.getContext();
  Type *Ptr = PointerType::getUnqual(C);
  SmallVector<Type *, 12> Params(F.getFunctionType()->params());
  Params.append({Ptr, Type::getInt32Ty(C), Ptr});
  auto *NF =
      Function::Create(FunctionType::get(Type::getInt32Ty(C), Params, false),
                       GlobalValue::InternalLinkage, Name, F.getParent());
  const AttributeList &Attrs = F.getAttributes();
  SmallVector<AttributeSet, 12> ParamAttrs;
  for (unsigned Idx = 0; Idx != F.arg_size(); ++Idx)
    ParamAttrs.push_back(Attrs.getParamAttrs(Idx));
  NF->setAttributes(
      AttributeList::get(C, Attrs.getFnAttrs(), AttributeSet(), ParamAttrs));
  // The frame and the output slot are the instance's own.
  NF->addParamAttr(F.arg_size(), Attribute::NoAlias);
  NF->addParamAttr(F.arg_size() + 2, Attribute::NoAlias);
  NF->setSubprogram(F.getSubprogram());
  F.setSubprogram(nullptr);
  NF->splice(NF->begin(), &F);
  for (auto [Old, New] : zip_first(F.args(), NF->args())) {
    New.setName(Old.getName());
    Old.replaceAllUsesWith(&New);
  }
  NF->getArg(F.arg_size())->setName("frame");
  NF->getArg(F.arg_size() + 1)->setName("resume");
  NF->getArg(F.arg_size() + 2)->setName("out");
  F.eraseFromParent();
  return NF;
}

/// Whether \p V has the same value wherever an instance computes it: built
/// by pure operations from arguments, constants and what the instance
/// contexts hold (\p Ctx and the parents it points to, which do not change
/// while the instance runs). Such a value is recomputed in each phase that
/// uses it rather than kept in the frame, so instance ids stay visible to
/// the optimiser.
bool isInstanceInvariant(const Value *V, const Argument *Ctx,
                         unsigned Budget = 16) {
  if (isa<Argument>(V) || isa<Constant>(V))
    return true;
  const auto *I = dyn_cast<Instruction>(V);
  if (!I || Budget == 0)
    return false;
  if (const auto *LI = dyn_cast<LoadInst>(I)) {
    const Value *Base = LI->getPointerOperand();
    while (const auto *GEP = dyn_cast<GetElementPtrInst>(Base)) {
      if (!GEP->hasAllConstantIndices())
        return false;
      Base = GEP->getPointerOperand();
    }
    return !LI->isVolatile() &&
           (Base == Ctx ||
            (isa<LoadInst>(Base) && Base->getType()->isPointerTy() &&
             isInstanceInvariant(Base, Ctx, Budget - 1)));
  }
  if (!(isa<BinaryOperator>(I) || isa<CastInst>(I) || isa<CmpInst>(I) ||
        isa<GetElementPtrInst>(I) || isa<SelectInst>(I)) ||
      I->mayHaveSideEffects())
    return false;
  return all_of(I->operands(), [&](const Value *Op) {
    return isInstanceInvariant(Op, Ctx, Budget - 1);
  });
}

/// A copy of invariant \p V computed just before \p At.
Value *recompute(Value *V, Instruction *At) {
  auto *I = dyn_cast<Instruction>(V);
  if (!I)
    return V;
  Instruction *Copy = I->clone();
  for (Use &Op : Copy->operands())
    Op.set(recompute(Op.get(), At));
  Copy->insertBefore(At);
  Copy->setName(I->getName());
  return Copy;
}

/// Where a value used by operand \p OpNo of \p User must be available.
Instruction *usePoint(Instruction *User, unsigned OpNo) {
  if (auto *Phi = dyn_cast<PHINode>(User))
    return Phi->getIncomingBlock(OpNo)->getTerminator();
  return User;
}

/// Demotes \p Phi to a stack slot that its uses in \p Broken read again
/// where they are, rather than through a second slot. The slot is stored
/// only right before entering the phi's block (critical edges into it are
/// split first), so between the phi and any of its uses it holds the
/// phi's value.
void demotePhi(PHINode *Phi,
               ArrayRef<std::pair<Instruction *, unsigned>> Broken) {
  BasicBlock *BB = Phi->getParent();
  SmallVector<BasicBlock *, 4> Preds(predecessors(BB));
  for (BasicBlock *Pred : Preds)
    if (Pred->getTerminator()->getNumSuccessors() > 1)
      SplitEdge(Pred, BB);
  Type *Ty = Phi->getType();
  AllocaInst *Slot = DemotePHIToStack(Phi);
  for (auto [User, OpNo] : Broken) {
    Instruction *At = usePoint(User, OpNo);
    User->setOperand(OpNo,
                     new LoadInst(Ty, Slot, Slot->getName() + ".reload", At));
  }
}

/// Recomputes invariant values at, and demotes every other value to, each
/// use that its definition no longer dominates, until none is left.
void demoteValuesAcrossPhases(Function &F, const Argument *Ctx) {
  BasicBlock &Entry = F.getEntryBlock();
  for (;;) {
    DominatorTree DT(F);
    SmallVector<Instruction *, 16> Broken;
    DenseMap<Instruction *, SmallVector<std::pair<Instruction *, unsigned>, 4>>
        BrokenUses;
    for (BasicBlock &BB : F) {
      if (!DT.isReachableFromEntry(&BB))
        continue;
      for (Instruction &I : BB) {
        if (isa<AllocaInst>(I) && I.getParent() == &Entry)
          continue;
        for (const Use &U : I.uses())
          if (!DT.dominates(&I, U))
            BrokenUses[&I].push_back(
                {cast<Instruction>(U.getUser()), U.getOperandNo()});
        if (BrokenUses.count(&I))
          Broken.push_back(&I);
      }
    }
    if (Broken.empty())
      return;
    // Recomputing and DemoteRegToStack keep the blocks and the users;
    // demotePhi may split edges and erases a phi that may be another's user,
    // so it goes last, once per round.
    PHINode *Phi = nullptr;
    for (Instruction *I : Broken) {
      if (isInstanceInvariant(I, Ctx)) {
        for (auto [User, OpNo] : BrokenUses[I])
          User->setOperand(OpNo, recompute(I, usePoint(User, OpNo)));
        ++NumRecomputed;
      } else if (!isa<PHINode>(I)) {
        DemoteRegToStack(*I);
        ++NumDemoted;
      } else if (!Phi) {
        Phi = cast<PHINode>(I);
      }
    }
    if (Phi) {
      demotePhi(Phi, BrokenUses[Phi]);
      ++NumDemoted;
    }
  }
}

/// Replaces the stack objects of the entry block by slots of the frame;
/// returns the frame's size and alignment.
std::pair<uint64_t, Align> allocaToFrame(Function &F, Value *Frame) {
  const DataLayout &DL = F.getDataLayout();
  BasicBlock &Entry = F.getEntryBlock();
  SmallVector<AllocaInst *, 16> Allocas;
  for (Instruction &I : Entry)
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      Allocas.push_back(AI);
  IRBuilder<> B(Entry.getTerminator());
  uint64_t Offset = 0;
  Align FrameAlign(1);
  for (AllocaInst *AI : Allocas) {
    Offset = alignTo(Offset, AI->getAlign());
    FrameAlign = std::max(FrameAlign, AI->getAlign());
    Value *Slot = B.CreateConstInBoundsGEP1_64(B.getInt8Ty(), Frame, Offset,
                                               AI->getName() + ".slot");
    Offset += AI->getAllocationSize(DL)->getFixedValue();
    // Lifetimes only apply to stack objects, and the frame outlives them.
    for (User *U : make_early_inc_range(AI->users()))
      if (auto *II = dyn_cast<IntrinsicInst>(U);
          II && II->isLifetimeStartOrEnd())
        II->eraseFromParent();
    AI->replaceAllUsesWith(Slot);
    AI->eraseFromParent();
  }
  return {alignTo(Offset, FrameAlign), FrameAlign};
}

} // namespace

bool hasBarriers(const Function &Instance) {
  return any_of(instructions(Instance), isBarrier);
}

Expected<PhasedLeaf> splitAtBarriers(Function &Instance, const Twine &Name) {
  SmallVector<CallInst *, 4> Barriers;
  SmallVector<ReturnInst *, 2> Returns;
  for (Instruction &I : instructions(Instance)) {
    if (isBarrier(I))
      Barriers.push_back(cast<CallInst>(&I));
    else if (auto *RI = dyn_cast<ReturnInst>(&I))
      Returns.push_back(RI);
  }
  assert(!Barriers.empty() && "splitting a leaf without barriers");
  if (Error E = checkSplittable(Instance, *Barriers.front()))
    return std::move(E);

  Function *F = moveToPhaseSignature(Instance, Name);
  LLVMContext &C = F->getContext();
  unsigned NumParams = F->arg_size() - 3;
  Value *Frame = F->getArg(NumParams), *Resume = F->getArg(NumParams + 1),
        *Out = F->getArg(NumParams + 2);
  IntegerType *I32 = Type::getInt32Ty(C);

  // 1. Stack objects first, then cut at the barriers.
  BasicBlock *Body = &F->getEntryBlock();
  BasicBlock *Entry = BasicBlock::Create(C, "phase.entry", F, Body);
  for (Instruction &I : make_early_inc_range(*Body))
    if (isa<AllocaInst>(I))
      I.moveBefore(*Entry, Entry->end());
  SmallVector<BasicBlock *, 4> ResumePoints;
  for (CallInst *Barrier : Barriers) {
    unsigned K = ResumePoints.size() + 1;
    BasicBlock *Before = Barrier->getParent();
    ResumePoints.push_back(SplitBlock(
        Before, Barrier->getNextNode(), static_cast<DominatorTree *>(nullptr),
        /*LI=*/nullptr, /*MSSAU=*/nullptr, "after.barrier." + Twine(K)));
    Before->getTerminator()->eraseFromParent();
    ReturnInst::Create(C, ConstantInt::get(I32, K), Before)
        ->setDebugLoc(Barrier->getDebugLoc());
    Barrier->eraseFromParent();
  }

  // 2. Dispatch on `resume`; returns hand their outputs over.
  IRBuilder<> B(Entry);
  SwitchInst *Dispatch = B.CreateSwitch(Resume, Body, ResumePoints.size());
  for (auto [Idx, Point] : enumerate(ResumePoints))
    Dispatch->addCase(ConstantInt::get(I32, Idx + 1), Point);
  for (ReturnInst *RI : Returns) {
    B.SetInsertPoint(RI);
    Value *Outputs = RI->getReturnValue();
    if (cast<StructType>(Outputs->getType())->getNumElements() != 0)
      B.CreateStore(Outputs, Out);
    B.CreateRet(ConstantInt::get(I32, 0))->setDebugLoc(RI->getDebugLoc());
    RI->eraseFromParent();
  }

  // 3. and 4.
  demoteValuesAcrossPhases(*F, F->getArg(NumParams - 1));
  auto [FrameSize, FrameAlign] = allocaToFrame(*F, Frame);
  ++NumLeavesSplit;
  return PhasedLeaf{F, FrameSize, FrameAlign, unsigned(Barriers.size())};
}

} // namespace hpvm
