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
#include "InstanceContext.h"
#include "NodeArgs.h"

#include "llvm/ADT/Statistic.h"
#include "llvm/Analysis/CFG.h"
#include "llvm/Analysis/LoopInfo.h"
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

/// Moves the body of \p F into a new function \p Name that returns \p Ret
/// and takes F's parameters followed by \p Extra (type and name; pointers
/// are the instance's own: noalias); erases \p F.
Function *moveToSignature(Function &F, const Twine &Name, Type *Ret,
                          ArrayRef<std::pair<Type *, StringRef>> Extra) {
  LLVMContext &C = F.getContext();
  SmallVector<Type *, 12> Params(F.getFunctionType()->params());
  for (auto [Ty, ParamName] : Extra)
    Params.push_back(Ty);
  auto *NF =
      Function::Create(FunctionType::get(Ret, Params, false),
                       GlobalValue::InternalLinkage, Name, F.getParent());
  const AttributeList &Attrs = F.getAttributes();
  SmallVector<AttributeSet, 12> ParamAttrs;
  for (unsigned Idx = 0; Idx != F.arg_size(); ++Idx)
    ParamAttrs.push_back(Attrs.getParamAttrs(Idx));
  NF->setAttributes(
      AttributeList::get(C, Attrs.getFnAttrs(), AttributeSet(), ParamAttrs));
  NF->setSubprogram(F.getSubprogram());
  F.setSubprogram(nullptr);
  NF->splice(NF->begin(), &F);
  for (auto [Old, New] : zip_first(F.args(), NF->args())) {
    New.setName(Old.getName());
    Old.replaceAllUsesWith(&New);
  }
  for (auto [Idx, E] : enumerate(Extra)) {
    Argument *A = NF->getArg(F.arg_size() + Idx);
    A->setName(E.second);
    if (E.first->isPointerTy())
      A->addAttr(Attribute::NoAlias);
  }
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

/// Which values of a leaf body (with trailing context \p Ctx) are the same
/// in every instance: built by pure operations from arguments, constants,
/// what the context holds except the ids, anything read through the parent
/// contexts, and the phis of the loops in \p Headers whose inputs are so
/// too. The greatest such set: loop counters stay uniform although they
/// depend on themselves.
class Uniformity {
public:
  Uniformity(Function &F, const Argument *Ctx,
             const SmallPtrSetImpl<BasicBlock *> &Headers);
  bool operator()(const Value *V) const {
    return isa<Argument>(V) || isa<Constant>(V) || Uniform.contains(V);
  }

private:
  SmallPtrSet<const Value *, 32> Uniform;
};

/// Whether \p LI reads a context of the chain that starts at \p Ctx, and
/// not the instance's own ids.
bool readsUniformContext(const LoadInst &LI, const Argument *Ctx) {
  if (!LI.isSimple())
    return false;
  const DataLayout &DL = LI.getDataLayout();
  APInt Offset(DL.getIndexTypeSizeInBits(LI.getPointerOperandType()), 0);
  const Value *Base = LI.getPointerOperand()->stripAndAccumulateConstantOffsets(
      DL, Offset, /*AllowNonInbounds=*/true);
  // The ids come first: i64 id[3].
  if (Base == Ctx)
    return Offset.getSExtValue() >= 3 * 8;
  const auto *Parent = dyn_cast<LoadInst>(Base);
  return Parent && Parent->getType()->isPointerTy() &&
         readsUniformContext(*Parent, Ctx);
}

Uniformity::Uniformity(Function &F, const Argument *Ctx,
                       const SmallPtrSetImpl<BasicBlock *> &Headers) {
  for (Instruction &I : instructions(F)) {
    bool Candidate = isa<PHINode>(I) ? Headers.contains(I.getParent())
                     : isa<LoadInst>(I)
                         ? readsUniformContext(cast<LoadInst>(I), Ctx)
                         : (isa<BinaryOperator>(I) || isa<UnaryOperator>(I) ||
                            isa<CastInst>(I) || isa<CmpInst>(I) ||
                            isa<GetElementPtrInst>(I) || isa<SelectInst>(I)) &&
                               !I.mayHaveSideEffects();
    if (Candidate)
      Uniform.insert(&I);
  }
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (Instruction &I : instructions(F))
      if (Uniform.contains(&I) &&
          !all_of(I.operands(), [&](const Use &Op) { return (*this)(Op); })) {
        Uniform.erase(&I);
        Changed = true;
      }
  }
}

/// A stretch of code between two points of the uniform control: entered
/// at one block, left only towards one block of that control (or by the
/// body's return).
struct Segment {
  BasicBlock *Entry = nullptr;
  BasicBlock *Exit = nullptr;
  SmallVector<BasicBlock *, 8> Blocks;
  /// The instance that runs it, linear in row-major order; set once it is
  /// wrapped in the loops over the instances.
  Value *Linear = nullptr;
};

/// The blocks of \p F outside \p Control as segments, or std::nullopt when
/// one of them has more than one entry or exit. \p Return is the body's
/// only returning block.
std::optional<SmallVector<Segment, 8>>
findSegments(Function &F, const SmallPtrSetImpl<BasicBlock *> &Control,
             BasicBlock *Return) {
  SmallVector<Segment, 8> Segments;
  SmallPtrSet<BasicBlock *, 32> Seen;
  for (BasicBlock &Start : F) {
    if (Control.contains(&Start) || !Seen.insert(&Start).second)
      continue;
    Segment S;
    SmallVector<BasicBlock *, 8> Work{&Start};
    bool Returns = false;
    while (!Work.empty()) {
      BasicBlock *BB = Work.pop_back_val();
      S.Blocks.push_back(BB);
      Returns |= BB == Return;
      unsigned Outside = 0;
      for (BasicBlock *Pred : predecessors(BB)) {
        if (Control.contains(Pred))
          ++Outside;
        else if (Seen.insert(Pred).second)
          Work.push_back(Pred);
      }
      if (Outside > 1 || (Outside == 1 && BB->isEntryBlock()))
        return std::nullopt;
      if (Outside != 0 || BB->isEntryBlock()) {
        if (S.Entry)
          return std::nullopt;
        S.Entry = BB;
      }
      for (BasicBlock *Succ : successors(BB)) {
        if (!Control.contains(Succ)) {
          if (Seen.insert(Succ).second)
            Work.push_back(Succ);
        } else if (S.Exit && S.Exit != Succ) {
          return std::nullopt;
        } else {
          S.Exit = Succ;
        }
      }
    }
    if (!S.Entry || Returns == (S.Exit != nullptr))
      return std::nullopt;
    // A phi of the control takes one value from each segment.
    if (S.Exit && count_if(predecessors(S.Exit), [&](BasicBlock *P) {
                    return is_contained(S.Blocks, P);
                  }) != 1)
      return std::nullopt;
    Segments.push_back(std::move(S));
  }
  return Segments;
}

/// Whether \p Phi, a loop header's phi that is kept in a slot, may take
/// \p Next, its value for the next iteration, in place: where \p Next is
/// computed rather than at the end of the iteration, which would otherwise
/// copy it over in a stretch of its own. So when \p Next is computed in the
/// loop, outside the uniform \p Control, and no use of \p Phi can follow
/// it before the next iteration (the slot is the instance's own, so other
/// instances never see it early).
bool takesNextInPlace(PHINode *Phi, Value *Next, const DominatorTree &DT,
                      const SmallPtrSetImpl<BasicBlock *> &Control) {
  auto *I = dyn_cast<Instruction>(Next);
  BasicBlock *Header = Phi->getParent();
  if (!I || Control.contains(I->getParent()) ||
      !DT.dominates(Header, I->getParent()))
    return false;
  SmallPtrSet<BasicBlock *, 1> NextIteration{Header};
  return none_of(Phi->uses(), [&](const Use &U) {
    // \p Next itself reads the slot before it stores there.
    Instruction *At =
        usePoint(cast<Instruction>(U.getUser()), U.getOperandNo());
    return At != I && isPotentiallyReachable(I, At, &NextIteration);
  });
}

/// Demotes \p Phi of the uniform control, which differs between instances,
/// to stack slot \p Slot: each incoming block (in a segment) stores its
/// value, or the value's definition does (takesNextInPlace), and each use
/// loads it where it is.
void demoteControlPhi(PHINode *Phi, AllocaInst *Slot,
                      const SmallPtrSetImpl<BasicBlock *> &Control) {
  DominatorTree DT(*Phi->getFunction());
  for (auto [Value, Block] : zip(Phi->incoming_values(), Phi->blocks())) {
    if (!takesNextInPlace(Phi, Value, DT, Control)) {
      new StoreInst(Value, Slot, Block->getTerminator());
      continue;
    }
    auto *Def = cast<Instruction>(Value);
    new StoreInst(Value, Slot,
                  isa<PHINode>(Def) ? Def->getParent()->getFirstInsertionPt()
                                    : std::next(Def->getIterator()));
  }
  for (Use &U : make_early_inc_range(Phi->uses())) {
    auto *User = cast<Instruction>(U.getUser());
    U.set(new LoadInst(Phi->getType(), Slot, Phi->getName() + ".reload",
                       usePoint(User, U.getOperandNo())));
  }
  Phi->eraseFromParent();
}

/// Wraps \p S in loops over the \p Dims dimensions of the instances (at
/// least one runs), which store each id in \p Ctx; \p Counts are the counts.
void wrapInInstanceLoops(Segment &S, unsigned Dims, Value *Ctx,
                         ArrayRef<Value *> Counts,
                         const InstanceContext &Context) {
  Function *F = S.Entry->getParent();
  LLVMContext &C = F->getContext();
  BasicBlock *Pre = BasicBlock::Create(C, "instances", F, S.Entry);
  SmallVector<BasicBlock *, 2> Outside;
  for (BasicBlock *Pred : predecessors(S.Entry))
    if (!is_contained(S.Blocks, Pred))
      Outside.push_back(Pred);
  for (BasicBlock *Pred : Outside)
    Pred->getTerminator()->replaceSuccessorWith(S.Entry, Pre);
  IRBuilder<> B(Pre);
  Value *Linear = nullptr;
  SmallVector<PHINode *, 3> Ids;
  SmallVector<BasicBlock *, 3> Headers;
  for (unsigned D = 0; D != Dims; ++D) {
    BasicBlock *Prev = B.GetInsertBlock();
    BasicBlock *Header = BasicBlock::Create(C, "instance", F, S.Entry);
    B.CreateBr(Header);
    B.SetInsertPoint(Header);
    PHINode *Id = B.CreatePHI(B.getInt64Ty(), 2, "id");
    Id->addIncoming(B.getInt64(0), Prev);
    B.CreateStore(Id, Context.field(B, Ctx, InstanceContext::Id, D));
    Linear = Linear
                 ? B.CreateAdd(B.CreateMul(Linear, Counts[D], "", true, true),
                               Id, "linear", true, true)
                 : Id;
    Ids.push_back(Id);
    Headers.push_back(Header);
  }
  B.CreateBr(S.Entry);
  for (BasicBlock *Pred : Outside)
    S.Entry->replacePhiUsesWith(Pred, B.GetInsertBlock());
  S.Linear = Linear ? Linear : B.getInt64(0);
  S.Blocks.append(Headers.begin(), Headers.end());
  S.Blocks.push_back(Pre);
  if (!S.Exit || Dims == 0)
    return;

  // Back from the end of the segment to the next instance.
  BasicBlock *Next = S.Exit;
  SmallVector<BasicBlock *, 3> Latches;
  for (unsigned D = 0; D != Dims; ++D)
    Latches.push_back(BasicBlock::Create(C, "instance.next", F, S.Exit));
  // The control's phis take this segment's values from the last latch.
  for (PHINode &Phi : Next->phis())
    for (unsigned Idx = 0; Idx != Phi.getNumIncomingValues(); ++Idx)
      if (is_contained(S.Blocks, Phi.getIncomingBlock(Idx)))
        Phi.setIncomingBlock(Idx, Latches[0]);
  for (BasicBlock *BB : S.Blocks)
    if (BB != Pre && !is_contained(Headers, BB))
      BB->getTerminator()->replaceSuccessorWith(Next, Latches.back());
  for (unsigned D = Dims; D-- != 0;) {
    B.SetInsertPoint(Latches[D]);
    Value *IdNext = B.CreateAdd(Ids[D], B.getInt64(1), "id.next", true, true);
    Ids[D]->addIncoming(IdNext, Latches[D]);
    BranchInst *Back = B.CreateCondBr(B.CreateICmpSLT(IdNext, Counts[D]),
                                      Headers[D], D ? Latches[D - 1] : Next);
    // Unrolled in full (blocks of a tiled node have a constant, small
    // extent), the innermost loop would leave the vectoriser only the outer
    // ones, with gathers and scatters; kept, it vectorises.
    if (D + 1 == Dims) {
      MDNode *Loop = MDNode::getDistinct(
          C, {nullptr,
              MDNode::get(C, MDString::get(C, "llvm.loop.unroll.disable"))});
      Loop->replaceOperandWith(0, Loop);
      Back->setMetadata(LLVMContext::MD_loop, Loop);
    }
  }
  S.Blocks.append(Latches.begin(), Latches.end());
}
/// The barrier calls and the returns of \p Instance, in order.
void collectBarriersAndReturns(Function &Instance,
                               SmallVectorImpl<CallInst *> &Barriers,
                               SmallVectorImpl<ReturnInst *> &Returns) {
  for (Instruction &I : instructions(Instance)) {
    if (isBarrier(I))
      Barriers.push_back(cast<CallInst>(&I));
    else if (auto *RI = dyn_cast<ReturnInst>(&I))
      Returns.push_back(RI);
  }
  assert(!Barriers.empty() && "splitting a leaf without barriers");
}
} // namespace

bool hasBarriers(const Function &Instance) {
  return any_of(instructions(Instance), isBarrier);
}

Expected<PhasedLeaf> splitAtBarriers(Function &Instance, const Twine &Name) {
  SmallVector<CallInst *, 4> Barriers;
  SmallVector<ReturnInst *, 2> Returns;
  collectBarriersAndReturns(Instance, Barriers, Returns);
  if (Error E = checkSplittable(Instance, *Barriers.front()))
    return std::move(E);

  LLVMContext &C = Instance.getContext();
  Type *Ptr = PointerType::getUnqual(C);
  Function *F = moveToSignature(
      Instance, Name, Type::getInt32Ty(C),
      {{Ptr, "frame"}, {Type::getInt32Ty(C), "resume"}, {Ptr, "out"}});
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
      storeOutputs(B, Outputs, Out);
    B.CreateRet(ConstantInt::get(I32, 0))->setDebugLoc(RI->getDebugLoc());
    RI->eraseFromParent();
  }

  // 3. and 4.
  demoteValuesAcrossPhases(*F, F->getArg(NumParams - 1));
  auto [FrameSize, FrameAlign] = allocaToFrame(*F, Frame);
  ++NumLeavesSplit;
  return PhasedLeaf{F, FrameSize, FrameAlign, unsigned(Barriers.size())};
}

std::optional<GroupedLeaf>
splitAtUniformBarriers(Function &Instance, unsigned Dims, const Twine &Name) {
  SmallVector<CallInst *, 4> Barriers;
  SmallVector<ReturnInst *, 2> Returns;
  collectBarriersAndReturns(Instance, Barriers, Returns);
  if (Returns.size() != 1)
    return std::nullopt;
  // splitAtBarriers reports these.
  if (Error E = checkSplittable(Instance, *Barriers.front())) {
    consumeError(std::move(E));
    return std::nullopt;
  }

  // What follows until the shape is known keeps the body valid for
  // splitAtBarriers: each barrier alone in a block, no phis with one
  // incoming block.
  for (CallInst *Barrier : Barriers) {
    BasicBlock *BB = SplitBlock(Barrier->getParent(), Barrier);
    SplitBlock(BB, Barrier->getNextNode());
  }
  for (BasicBlock &BB : Instance)
    if (BB.getSinglePredecessor())
      FoldSingleEntryPHINodes(&BB);

  // The uniform control: the blocks of the barriers and the headers of the
  // loops around them, each reached in every iteration of its own loop.
  DominatorTree DT(Instance);
  LoopInfo LI(DT);
  BasicBlock *Return = Returns.front()->getParent();
  SmallPtrSet<BasicBlock *, 16> Control, Headers;
  for (CallInst *Barrier : Barriers) {
    Control.insert(Barrier->getParent());
    for (Loop *L = LI.getLoopFor(Barrier->getParent()); L;
         L = L->getParentLoop()) {
      auto *Br = dyn_cast<BranchInst>(L->getHeader()->getTerminator());
      if (!L->getLoopLatch() || L->getExitingBlock() != L->getHeader() || !Br ||
          !Br->isConditional())
        return std::nullopt;
      Control.insert(L->getHeader());
      Headers.insert(L->getHeader());
    }
  }
  for (BasicBlock *BB : Control) {
    Loop *L = LI.getLoopFor(BB);
    if (L && L->getHeader() == BB)
      L = L->getParentLoop();
    if (!DT.dominates(BB, L ? L->getLoopLatch() : Return))
      return std::nullopt;
  }
  Argument *Ctx = Instance.getArg(Instance.arg_size() - 1);
  Uniformity Uniform(Instance, Ctx, Headers);
  for (BasicBlock *H : Headers)
    for (Instruction &I : *H)
      if (!isa<PHINode>(I) && !isa<BranchInst>(I) && !Uniform(&I))
        return std::nullopt;
  for (BasicBlock *H : Headers)
    if (!Uniform(cast<BranchInst>(H->getTerminator())->getCondition()))
      return std::nullopt;
  // Two points of the control in a row have an empty segment between them.
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4> Adjacent;
  for (BasicBlock *BB : Control)
    for (BasicBlock *Succ : successors(BB))
      if (Control.contains(Succ))
        Adjacent.push_back({BB, Succ});
  for (auto [From, To] : Adjacent)
    SplitEdge(From, To);
  std::optional<SmallVector<Segment, 8>> Segments =
      findSegments(Instance, Control, Return);
  if (!Segments)
    return std::nullopt;

  // The shape fits: from here on the body becomes the group function.
  LLVMContext &C = Instance.getContext();
  Type *Ptr = PointerType::getUnqual(C);
  SmallVector<PHINode *, 4> VaryingPhis;
  for (BasicBlock *H : Headers)
    for (PHINode &Phi : H->phis())
      if (!Uniform(&Phi))
        VaryingPhis.push_back(&Phi);
  for (CallInst *Barrier : Barriers)
    Barrier->eraseFromParent();
  Function *F = moveToSignature(Instance, Name, Type::getVoidTy(C),
                                {{Ptr, "frames"}, {Ptr, "out"}});
  Ctx = F->getArg(F->arg_size() - 3);
  Value *Frames = F->getArg(F->arg_size() - 2),
        *Out = F->getArg(F->arg_size() - 1);

  // A new entry reads the counts; the old one starts the first segment.
  BasicBlock *OldEntry = &F->getEntryBlock();
  BasicBlock *Entry = BasicBlock::Create(C, "group.entry", F, OldEntry);
  for (Instruction &I : make_early_inc_range(*OldEntry))
    if (isa<AllocaInst>(I))
      I.moveBefore(*Entry, Entry->end());
  IRBuilder<> B(Entry);
  InstanceContext Context(C);
  SmallVector<Value *, 3> Counts;
  Value *Total = B.getInt64(1);
  for (unsigned D = 0; D != Dims; ++D) {
    Counts.push_back(B.CreateLoad(
        B.getInt64Ty(), Context.field(B, Ctx, InstanceContext::Count, D),
        "count"));
    Total = B.CreateMul(Total, Counts.back(), "total", true, true);
  }
  BranchInst *ToBody = B.CreateBr(OldEntry);
  Control.insert(Entry);
  BasicBlock *Exit = BasicBlock::Create(C, "group.exit", F);
  ReturnInst::Create(C, Exit);
  Control.insert(Exit);
  ReturnInst *Ret = Returns.front();
  B.SetInsertPoint(Ret);
  if (cast<StructType>(Ret->getReturnValue()->getType())->getNumElements())
    storeOutputs(B, Ret->getReturnValue(), Out);
  B.CreateBr(Exit);
  Ret->eraseFromParent();

  B.SetInsertPoint(ToBody);
  for (PHINode *Phi : VaryingPhis) {
    demoteControlPhi(
        Phi, B.CreateAlloca(Phi->getType(), nullptr, Phi->getName() + ".slot"),
        Control);
    ++NumDemoted;
  }
  DenseMap<BasicBlock *, Segment *> SegmentOf;
  for (Segment &S : *Segments) {
    if (!S.Exit)
      S.Exit = Exit;
    wrapInInstanceLoops(S, Dims, Ctx, Counts, Context);
    for (BasicBlock *BB : S.Blocks)
      SegmentOf[BB] = &S;
  }

  // The contexts other than the ids do not change while the leaf runs: read
  // them once, before the segments, where stores to memory the optimiser
  // cannot tell from a parent's context do not get in the way.
  for (Segment &S : *Segments)
    for (BasicBlock *BB : S.Blocks)
      for (Instruction &I : make_early_inc_range(*BB))
        if (auto *LI = dyn_cast<LoadInst>(&I);
            LI && readsUniformContext(*LI, Ctx)) {
          LI->replaceAllUsesWith(recompute(LI, ToBody));
          LI->eraseFromParent();
        }

  // Values that a later segment uses: recomputed when they only depend on
  // the instance's context, kept as they are when the same in every
  // instance (the last instance's is everyone's), else demoted to a slot.
  auto segmentOfUse = [&](const Use &U) {
    auto *User = cast<Instruction>(U.getUser());
    return SegmentOf.lookup(usePoint(User, U.getOperandNo())->getParent());
  };
  for (Segment &S : *Segments)
    for (BasicBlock *BB : S.Blocks)
      for (Instruction &I : make_early_inc_range(*BB)) {
        SmallVector<Use *, 4> Crossing;
        for (Use &U : I.uses())
          if (segmentOfUse(U) != &S)
            Crossing.push_back(&U);
        if (Crossing.empty() || Uniform(&I))
          continue;
        if (isInstanceInvariant(&I, Ctx)) {
          for (Use *U : Crossing)
            U->set(recompute(&I, usePoint(cast<Instruction>(U->getUser()),
                                          U->getOperandNo())));
          ++NumRecomputed;
          continue;
        }
        assert(!I.isTerminator() && "a terminator's value used elsewhere");
        AllocaInst *Slot =
            B.CreateAlloca(I.getType(), nullptr, I.getName() + ".slot");
        new StoreInst(&I, Slot,
                      isa<PHINode>(I) ? BB->getFirstInsertionPt()
                                      : std::next(I.getIterator()));
        for (Use *U : Crossing)
          U->set(new LoadInst(
              I.getType(), Slot, I.getName() + ".reload",
              usePoint(cast<Instruction>(U->getUser()), U->getOperandNo())));
        ++NumDemoted;
      }

  // Every stack object becomes an array over the instances in the frames,
  // one after the other, so that neighbouring instances use neighbouring
  // elements.
  const DataLayout &DL = F->getDataLayout();
  uint64_t Offset = 0;
  Align FrameAlign(1);
  for (Instruction &I : make_early_inc_range(*Entry)) {
    auto *AI = dyn_cast<AllocaInst>(&I);
    if (!AI)
      continue;
    Offset = alignTo(Offset, AI->getAlign());
    FrameAlign = std::max(FrameAlign, AI->getAlign());
    uint64_t Size = AI->getAllocationSize(DL)->getFixedValue();
    B.SetInsertPoint(ToBody);
    Value *Array = B.CreateInBoundsGEP(B.getInt8Ty(), Frames,
                                       B.CreateMul(Total, B.getInt64(Offset)),
                                       AI->getName() + ".array");
    Offset += Size;
    Type *Elem = ArrayType::get(B.getInt8Ty(), Size);
    for (Use &U : make_early_inc_range(AI->uses())) {
      auto *User = cast<Instruction>(U.getUser());
      if (auto *II = dyn_cast<IntrinsicInst>(User);
          II && II->isLifetimeStartOrEnd()) {
        II->eraseFromParent();
        continue;
      }
      Instruction *At = usePoint(User, U.getOperandNo());
      Segment *S = SegmentOf.lookup(At->getParent());
      assert(S && "a stack object used by the uniform control");
      B.SetInsertPoint(At);
      U.set(
          B.CreateInBoundsGEP(Elem, Array, S->Linear, AI->getName() + ".own"));
    }
    AI->eraseFromParent();
  }
  ++NumLeavesSplit;
  return GroupedLeaf{F, alignTo(Offset, FrameAlign), FrameAlign};
}

} // namespace hpvm
