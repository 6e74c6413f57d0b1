//===- WholeFunctionVectorizer.cpp - W instances in one call --------------===//
//
// The vector body is emitted level by level (VaryingAnalysis.h): each loop
// level's blocks and inner loops in a topological order, as a chain in which
// every node is guarded by its mask ("run if any lane is active"). A block's
// mask is its mask source's, or the union of its incoming edges' masks; an
// edge's mask is its block's restricted by the branch condition. Masks of
// uniform control flow are plain i1s, so uniform branches stay branches and
// uniform loops keep scalar trip counts; varying ones are <W x i1>.
//
// Every loop becomes a loop over its header with a header mask, per exit
// edge an accumulated exit mask, and per value leaving through that edge
// the value each lane had when it left (select by the edge's mask on each
// iteration). It goes round again while any lane takes the back edge.
//
// Masks are combined with selects (logical and), never with `and`: lanes
// that are not active may hold poison, which must not reach a branch.
// Values defined in a guarded block and used after it get phis with poison
// on the skipped path (repairSSA), which no active lane ever reads.
//
//===----------------------------------------------------------------------===//
#include "vector/WholeFunctionVectorizer.h"
#include "vector/TripCounts.h"
#include "vector/VaryingAnalysis.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/VectorUtils.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Operator.h"
#include "llvm/Transforms/Utils/SSAUpdater.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr unsigned MaxLanes = 16;

/// Math functions whose only side effect is errno, which vector code does
/// not set (as on GPUs).
bool isMathLibFunc(LibFunc F) {
  static constexpr LibFunc Math[] = {
      LibFunc_acos,       LibFunc_acosf,      LibFunc_acosh,
      LibFunc_acoshf,     LibFunc_asin,       LibFunc_asinf,
      LibFunc_asinh,      LibFunc_asinhf,     LibFunc_atan,
      LibFunc_atan2,      LibFunc_atan2f,     LibFunc_atanf,
      LibFunc_atanh,      LibFunc_atanhf,     LibFunc_cbrt,
      LibFunc_cbrtf,      LibFunc_ceil,       LibFunc_ceilf,
      LibFunc_copysign,   LibFunc_copysignf,  LibFunc_cos,
      LibFunc_cosf,       LibFunc_cosh,       LibFunc_coshf,
      LibFunc_erf,        LibFunc_erff,       LibFunc_exp,
      LibFunc_exp10,      LibFunc_exp10f,     LibFunc_exp2,
      LibFunc_exp2f,      LibFunc_expf,       LibFunc_expm1,
      LibFunc_expm1f,     LibFunc_fabs,       LibFunc_fabsf,
      LibFunc_floor,      LibFunc_floorf,     LibFunc_fmax,
      LibFunc_fmaxf,      LibFunc_fmin,       LibFunc_fminf,
      LibFunc_fmod,       LibFunc_fmodf,      LibFunc_ldexp,
      LibFunc_ldexpf,     LibFunc_log,        LibFunc_log10,
      LibFunc_log10f,     LibFunc_log1p,      LibFunc_log1pf,
      LibFunc_log2,       LibFunc_log2f,      LibFunc_logb,
      LibFunc_logbf,      LibFunc_logf,       LibFunc_nearbyint,
      LibFunc_nearbyintf, LibFunc_pow,        LibFunc_powf,
      LibFunc_rint,       LibFunc_rintf,      LibFunc_round,
      LibFunc_roundeven,  LibFunc_roundevenf, LibFunc_roundf,
      LibFunc_sin,        LibFunc_sinf,       LibFunc_sinh,
      LibFunc_sinhf,      LibFunc_sqrt,       LibFunc_sqrtf,
      LibFunc_tan,        LibFunc_tanf,       LibFunc_tanh,
      LibFunc_tanhf,      LibFunc_trunc,      LibFunc_truncf};
  return is_contained(Math, F);
}

/// The exact LLVM intrinsic of a math function, if it has one.
Intrinsic::ID mathIntrinsic(LibFunc F) {
  static constexpr struct {
    LibFunc Double, Float;
    Intrinsic::ID ID;
  } Exact[] = {
      {LibFunc_ceil, LibFunc_ceilf, Intrinsic::ceil},
      {LibFunc_copysign, LibFunc_copysignf, Intrinsic::copysign},
      {LibFunc_fabs, LibFunc_fabsf, Intrinsic::fabs},
      {LibFunc_floor, LibFunc_floorf, Intrinsic::floor},
      {LibFunc_fmax, LibFunc_fmaxf, Intrinsic::maxnum},
      {LibFunc_fmin, LibFunc_fminf, Intrinsic::minnum},
      {LibFunc_nearbyint, LibFunc_nearbyintf, Intrinsic::nearbyint},
      {LibFunc_rint, LibFunc_rintf, Intrinsic::rint},
      {LibFunc_round, LibFunc_roundf, Intrinsic::round},
      {LibFunc_roundeven, LibFunc_roundevenf, Intrinsic::roundeven},
      {LibFunc_sqrt, LibFunc_sqrtf, Intrinsic::sqrt},
      {LibFunc_trunc, LibFunc_truncf, Intrinsic::trunc},
  };
  for (const auto &E : Exact)
    if (F == E.Double || F == E.Float)
      return E.ID;
  return Intrinsic::not_intrinsic;
}

/// Calls that do nothing in the vector body.
bool isIgnoredIntrinsic(const Instruction &I) {
  auto *II = dyn_cast<IntrinsicInst>(&I);
  if (!II)
    return false;
  switch (II->getIntrinsicID()) {
  case Intrinsic::assume:
  case Intrinsic::experimental_noalias_scope_decl:
  case Intrinsic::lifetime_start:
  case Intrinsic::lifetime_end:
  case Intrinsic::pseudoprobe:
  case Intrinsic::sideeffect:
  case Intrinsic::donothing:
    return true;
  default:
    return isa<DbgInfoIntrinsic>(II);
  }
}

bool isLaneType(Type *T) {
  return (T->isIntegerTy() && T->getIntegerBitWidth() <= 64) ||
         T->isFloatingPointTy() || T->isPointerTy();
}

std::string typeName(Type *T) {
  std::string S;
  raw_string_ostream OS(S);
  T->print(OS);
  return S;
}

/// The shuffle mask that reverses \p W lanes.
SmallVector<int, 16> reversed(unsigned W) {
  SmallVector<int, 16> R;
  for (unsigned L = 0; L != W; ++L)
    R.push_back(W - 1 - L);
  return R;
}

/// Keeps what alias analysis knows about a scalar access on its vector form.
void copyAccessMetadata(const Instruction &From, Instruction &To) {
  To.copyMetadata(From, {LLVMContext::MD_tbaa, LLVMContext::MD_alias_scope,
                         LLVMContext::MD_noalias, LLVMContext::MD_nontemporal});
}

using Edge = std::pair<const BasicBlock *, const BasicBlock *>;

using InstructionSet = SmallPtrSet<const Instruction *, 8>;

/// Whether \p CB is a math function whose only side effect is errno.
bool isPureMath(const CallBase &CB, const TargetLibraryInfo *TLI) {
  LibFunc F;
  const Function *Callee = CB.getCalledFunction();
  return TLI && Callee && TLI->getLibFunc(*Callee, F) && isMathLibFunc(F);
}

/// The instructions that only compute \p S's return value, which the
/// vector body does not return.
InstructionSet returnValueOnly(Function &S) {
  InstructionSet Dead;
  ReturnInst *Ret = nullptr;
  for (BasicBlock &BB : S)
    if (auto *R = dyn_cast<ReturnInst>(BB.getTerminator()))
      Ret = R;
  if (!Ret || !Ret->getReturnValue())
    return Dead;
  SmallVector<Instruction *, 8> Work;
  if (auto *I = dyn_cast<Instruction>(Ret->getReturnValue()))
    Work.push_back(I);
  while (!Work.empty()) {
    Instruction *I = Work.pop_back_val();
    if (Dead.count(I) || I->mayHaveSideEffects() || isa<AllocaInst>(I))
      continue;
    if (!all_of(I->users(), [&](const User *U) {
          return U == Ret || Dead.count(cast<Instruction>(U));
        }))
      continue;
    Dead.insert(I);
    for (Use &Op : I->operands())
      if (auto *OpI = dyn_cast<Instruction>(Op.get()))
        Work.push_back(OpI);
  }
  return Dead;
}

class Vectorizer {
public:
  Vectorizer(Function &S, const VaryingInfo &VI, const InstructionSet &Dead,
             const TripCounts &Trips, const VectorizeOptions &Opts, unsigned W)
      : S(S), VI(VI), Dead(Dead), Trips(Trips), Opts(Opts), W(W),
        M(*S.getParent()), C(S.getContext()), DL(M.getDataLayout()), B(C) {}

  Function *run(const Twine &Name);

private:
  struct LoopState {
    Value *HeaderMask = nullptr;
    MapVector<Edge, Value *> Exits; // accumulated masks
    MapVector<std::pair<Edge, const PHINode *>, Value *> Live; // left values
  };

  Function &S;
  const VaryingInfo &VI;
  const InstructionSet &Dead;
  const TripCounts &Trips;
  const VectorizeOptions &Opts;
  unsigned W;
  Module &M;
  LLVMContext &C;
  const DataLayout &DL;
  IRBuilder<> B;
  Function *VF = nullptr;

  DenseMap<const Value *, Value *> Scalars, Vectors, Lane0s;
  DenseMap<const BasicBlock *, Value *> BlockMasks;
  DenseMap<const Loop *, Value *> EntryMasks;
  DenseMap<Edge, Value *> EdgeMasks;
  DenseMap<std::pair<Edge, const PHINode *>, Value *> EdgeValues;
  DenseMap<const Loop *, LoopState> Loops;

  // Types and masks.
  VectorType *vecTy(Type *T) const { return FixedVectorType::get(T, W); }
  Type *maskTy(bool Vector) const {
    Type *I1 = Type::getInt1Ty(C);
    return Vector ? vecTy(I1) : I1;
  }
  static bool isVec(const Value *V) { return V->getType()->isVectorTy(); }
  static bool isAllTrue(const Value *V) {
    auto *K = dyn_cast<Constant>(V);
    return K && K->isAllOnesValue();
  }
  Value *asVector(Value *V) {
    if (isVec(V))
      return V;
    if (auto *K = dyn_cast<Constant>(V))
      return ConstantVector::getSplat(ElementCount::getFixed(W), K);
    return B.CreateVectorSplat(W, V);
  }
  Value *coerceMask(Value *Mask, bool Vector) {
    assert((Vector || !isVec(Mask)) && "the analysis disagrees on a mask");
    return Vector ? asVector(Mask) : Mask;
  }
  /// Lanes active in \p Active (null: all) for which \p Cond holds.
  Value *restrict(Value *Active, Value *Cond) {
    if (!Active)
      return Cond;
    if (isVec(Active) && !isVec(Cond))
      Cond = asVector(Cond);
    return B.CreateSelect(Active, Cond,
                          Constant::getNullValue(Cond->getType()));
  }
  Value *unite(Value *A, Value *Bm) {
    if (isVec(A) != isVec(Bm)) {
      A = asVector(A);
      Bm = asVector(Bm);
    }
    return B.CreateOr(A, Bm);
  }
  Value *anyLane(Value *Mask) {
    return isVec(Mask) ? B.CreateOrReduce(Mask) : Mask;
  }
  Value *blend(Value *Mask, Value *IfTrue, Value *IfFalse) {
    if (isVec(Mask) && !isVec(IfTrue)) {
      IfTrue = asVector(IfTrue);
      IfFalse = asVector(IfFalse);
    }
    return B.CreateSelect(Mask, IfTrue, IfFalse);
  }
  BasicBlock *newBlock(const Twine &Name) {
    return BasicBlock::Create(C, Name, VF);
  }

  // Values.
  Value *scalarOf(const Value *V) const;
  Value *vectorOf(const Value *V);
  Value *lane0Of(const Value *V);
  Value *laneOf(const Value *V, unsigned Lane);
  /// \p PN's value along the edge from \p Pred, in \p PN's form.
  Value *incoming(const PHINode &PN, const BasicBlock *Pred);
  Instruction *cloneWith(const Instruction &I,
                         function_ref<Value *(const Value *)> Map);

  // Control flow.
  void emitLevel(const Loop *L);
  Value *nodeMask(const LevelNode &N);
  void emitBlock(const BasicBlock &BB, const Loop *L);
  void emitLoop(const Loop &L, const Loop *Outer);
  void route(const BasicBlock &From, const BasicBlock *To, Value *Mask,
             const Loop *L);
  void leave(const Loop *L, Edge E, Value *Mask,
             function_ref<Value *(const PHINode &)> ValueOf);
  void repairSSA();

  // Instructions.
  void emitInstruction(const Instruction &I, Value *Active);
  void emitLoad(const LoadInst &LI, Value *Active);
  void emitStore(const StoreInst &SI, Value *Active);
  void emitCall(const CallInst &CI, Value *Active);
  Value *emitElementwise(const Instruction &I, Value *Active);
  Value *vectorMathCall(const CallInst &CI);
  Value *vectorIntrinsic(const CallInst &CI);
  Value *perLane(const Instruction &I, Value *Active);
  /// The access pattern of a lane-varying address: +1 consecutive, -1
  /// consecutive backwards, 0 anything else.
  int consecutive(const Value *Ptr, Type *Elem) const;
};

/// The first construct of \p S the vectoriser cannot handle, if any.
std::optional<VectorizeResult> findUnsupported(Function &S,
                                               const VaryingInfo &VI,
                                               const InstructionSet &Dead) {
  auto fail = [](const Instruction &I, const Twine &Why) {
    VectorizeResult R;
    R.Reason = Why.str();
    R.At = &I;
    return R;
  };
  for (const Instruction &I : instructions(S)) {
    if (Dead.count(&I) || isIgnoredIntrinsic(I))
      continue;
    if (I.isEHPad() || isa<InvokeInst>(I) || isa<CallBrInst>(I) ||
        isa<ResumeInst>(I))
      return fail(I, "exception handling");
    if (I.isTerminator() && !isa<BranchInst>(I) && !isa<ReturnInst>(I) &&
        !isa<UnreachableInst>(I))
      return fail(I, "a '" + Twine(I.getOpcodeName()) + "' terminator");
    if (auto *AI = dyn_cast<AllocaInst>(&I))
      if (!AI->isStaticAlloca() || AI->getParent() != &S.getEntryBlock())
        return fail(I, "a variable-length array");
    const Value *Ptr = nullptr;
    if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I) ||
        (isa<LoadInst>(I) && cast<LoadInst>(I).isAtomic()) ||
        (isa<StoreInst>(I) && cast<StoreInst>(I).isAtomic()))
      Ptr = getLoadStorePointerOperand(&I) ? getLoadStorePointerOperand(&I)
                                           : I.getOperand(0);
    if (Ptr && !VI.isUniform(Ptr))
      return fail(I, "an atomic operation whose address differs between "
                     "instances");
    if (isa<AtomicCmpXchgInst>(I) && !I.use_empty())
      return fail(I, "an atomic compare-and-exchange whose result is used");
    if (auto *CB = dyn_cast<CallBase>(&I)) {
      if (CB->hasFnAttr(Attribute::ReturnsTwice))
        return fail(I, "a call that returns twice");
      if (CB->isMustTailCall())
        return fail(I, "a musttail call");
    }
    if (I.getType()->isVoidTy() || VI.isUniform(&I) || I.use_empty())
      continue;
    if (!isLaneType(I.getType()))
      return fail(I, "a value of type '" + typeName(I.getType()) +
                         "' that differs between instances");
  }
  return std::nullopt;
}

/// The widest data type the lanes of \p S compute with (bits).
unsigned widestType(Function &S, const VaryingInfo &VI,
                    const InstructionSet &Dead, const TripCounts &Trips) {
  // Integers that only compute addresses do not count: the vector body
  // keeps them as lane 0's value or feeds them to gathers. Loaded ones do:
  // they fill registers of their own.
  DenseMap<const Value *, bool> Memo;
  std::function<bool(const Value *)> AddressOnly = [&](const Value *V) {
    auto [It, New] = Memo.try_emplace(V, false);
    if (!New)
      return It->second;
    bool R = all_of(V->users(), [&](const User *U) {
      if (isa<GetElementPtrInst>(U))
        return true;
      if (isa<CastInst>(U) || isa<BinaryOperator>(U))
        return U->getType()->isIntegerTy() && AddressOnly(U);
      return false;
    });
    return Memo[V] = R;
  };
  unsigned Widest = 0;
  auto consider = [&](Type *T) {
    if (T->isIntegerTy(1) || T->isPointerTy() || !isLaneType(T))
      return;
    Widest = std::max<unsigned>(Widest, T->getScalarSizeInBits());
  };
  for (const Instruction &I : instructions(S)) {
    // Trip counts only control loops, like masks.
    if (Dead.count(&I) || Trips.Added.count(&I))
      continue;
    if (auto *SI = dyn_cast<StoreInst>(&I)) {
      if (!VI.isUniform(SI->getValueOperand()) ||
          !VI.isUniform(SI->getPointerOperand()))
        consider(SI->getValueOperand()->getType());
      continue;
    }
    if (I.getType()->isVoidTy() || VI.isUniform(&I))
      continue;
    // Strided integers are lane 0's value plus a constant vector.
    if (I.getType()->isIntegerTy() && (VI.shape(&I).Kind == Shape::Strided ||
                                       (!isa<LoadInst>(I) && AddressOnly(&I))))
      continue;
    consider(I.getType());
  }
  return Widest ? Widest : 32;
}

//===-- Values
//-------------------------------------------------------------===//

Value *Vectorizer::scalarOf(const Value *V) const {
  if (auto *A = dyn_cast<Argument>(V))
    return VF->getArg(A->getArgNo());
  if (isa<Instruction>(V)) {
    Value *R = Scalars.lookup(V);
    assert(R && "a uniform value used before it is defined");
    return R;
  }
  return const_cast<Value *>(V);
}

Value *Vectorizer::vectorOf(const Value *V) {
  if (VI.isUniform(V))
    return asVector(scalarOf(V));
  Value *R = Vectors.lookup(V);
  assert(R && "a varying value used before it is defined");
  return R;
}

Value *Vectorizer::lane0Of(const Value *V) {
  if (VI.isUniform(V))
    return scalarOf(V);
  if (Value *R = Lane0s.lookup(V))
    return R;
  return B.CreateExtractElement(vectorOf(V), uint64_t(0));
}

Value *Vectorizer::laneOf(const Value *V, unsigned Lane) {
  if (Lane == 0 || VI.isUniform(V))
    return lane0Of(V);
  return B.CreateExtractElement(vectorOf(V), Lane);
}

Value *Vectorizer::incoming(const PHINode &PN, const BasicBlock *Pred) {
  auto It = EdgeValues.find({{Pred, PN.getParent()}, &PN});
  if (It != EdgeValues.end())
    return It->second;
  const Value *V = PN.getIncomingValueForBlock(Pred);
  return VI.isUniform(&PN) ? scalarOf(V) : vectorOf(V);
}

Instruction *Vectorizer::cloneWith(const Instruction &I,
                                   function_ref<Value *(const Value *)> Map) {
  Instruction *N = I.clone();
  for (Use &Op : N->operands())
    if (!isa<BasicBlock>(Op.get()))
      Op.set(Map(Op.get()));
  N->setName(I.getName());
  return B.Insert(N);
}

//===-- Control flow
//-------------------------------------------------------===//

void Vectorizer::emitLevel(const Loop *L) {
  for (const LevelNode &N : VI.order(L)) {
    if (N.Inner)
      emitLoop(*N.Inner, L);
    else
      emitBlock(*N.Block, L);
  }
}

Value *Vectorizer::nodeMask(const LevelNode &N) {
  if (!N.Inner && N.Block == &S.getEntryBlock())
    return B.getTrue();
  if (std::optional<LevelNode> Src = VI.maskSource(N))
    return Src->Inner ? EntryMasks.lookup(Src->Inner)
                      : BlockMasks.lookup(Src->Block);
  Value *Mask = nullptr;
  SmallPtrSet<const BasicBlock *, 4> Seen;
  for (const BasicBlock *P : predecessors(N.Block)) {
    if ((N.Inner && N.Inner->contains(P)) || !Seen.insert(P).second)
      continue;
    Value *E = EdgeMasks.lookup({P, N.Block});
    assert(E && "an edge used before its source is emitted");
    Mask = Mask ? unite(Mask, E) : E;
  }
  return Mask ? Mask : B.getFalse();
}

void Vectorizer::emitBlock(const BasicBlock &BB, const Loop *L) {
  bool IsHeader = L && L->getHeader() == &BB;
  Value *Mask = IsHeader ? Loops[L].HeaderMask
                         : nodeMask({const_cast<BasicBlock *>(&BB), nullptr});
  Mask = coerceMask(Mask, VI.isMaskVarying(&BB));
  BlockMasks[&BB] = Mask;

  // A header runs whenever its loop goes round: some lane is active.
  BasicBlock *Guard = B.GetInsertBlock(), *Join = nullptr;
  if (!IsHeader && !isAllTrue(Mask)) {
    BasicBlock *Body = newBlock(BB.getName());
    Join = newBlock(BB.getName() + ".join");
    B.CreateCondBr(anyLane(Mask), Body, Join);
    B.SetInsertPoint(Body);
  }
  // Under a uniform mask that let us in, every lane is active.
  Value *Active = isVec(Mask) ? Mask : nullptr;

  if (!IsHeader)
    for (const PHINode &PN : BB.phis()) {
      if (Dead.count(&PN))
        continue;
      B.SetCurrentDebugLocation(PN.getDebugLoc());
      Value *R = nullptr;
      SmallPtrSet<const BasicBlock *, 4> Seen;
      for (const BasicBlock *P : PN.blocks()) {
        if (!Seen.insert(P).second)
          continue;
        Value *V = incoming(PN, P);
        R = R ? blend(EdgeMasks.lookup({P, &BB}), V, R) : V;
      }
      (VI.isUniform(&PN) ? Scalars : Vectors)[&PN] = R;
    }
  for (const Instruction &I : BB) {
    if (isa<PHINode>(I) || I.isTerminator() || Dead.count(&I))
      continue;
    B.SetCurrentDebugLocation(I.getDebugLoc());
    emitInstruction(I, Active);
  }

  const Instruction *T = BB.getTerminator();
  B.SetCurrentDebugLocation(T->getDebugLoc());
  SmallVector<std::pair<const BasicBlock *, Value *>, 2> Out;
  if (auto *Br = dyn_cast<BranchInst>(T)) {
    Value *All = Active ? Active : B.getTrue();
    if (Br->isUnconditional() || Br->getSuccessor(0) == Br->getSuccessor(1)) {
      Out.push_back({Br->getSuccessor(0), All});
    } else {
      const Value *Cond = Br->getCondition();
      Value *Cnd = VI.isUniform(Cond) ? scalarOf(Cond) : vectorOf(Cond);
      Out.push_back({Br->getSuccessor(0), restrict(Active, Cnd)});
      Out.push_back({Br->getSuccessor(1), restrict(Active, B.CreateNot(Cnd))});
    }
  }
  if (Join) {
    BasicBlock *BodyEnd = B.GetInsertBlock();
    B.CreateBr(Join);
    B.SetInsertPoint(Join);
    for (auto &[To, E] : Out) {
      PHINode *P = B.CreatePHI(E->getType(), 2);
      P->addIncoming(E, BodyEnd);
      P->addIncoming(Constant::getNullValue(E->getType()), Guard);
      E = P;
    }
  }
  for (auto [To, E] : Out)
    route(BB, To, E, L);
}

void Vectorizer::route(const BasicBlock &From, const BasicBlock *To,
                       Value *Mask, const Loop *L) {
  Edge E{&From, To};
  if (L && !L->contains(To)) {
    leave(L, E, Mask, [&](const PHINode &PN) { return incoming(PN, &From); });
    return;
  }
  EdgeMasks[E] = Mask;
}

void Vectorizer::leave(const Loop *L, Edge E, Value *Mask,
                       function_ref<Value *(const PHINode &)> ValueOf) {
  LoopState &St = Loops[L];
  Value *&Acc = St.Exits[E];
  Acc = unite(Acc, Mask);
  for (const PHINode &PN : E.second->phis()) {
    if (Dead.count(&PN))
      continue;
    Value *&Live = St.Live[{E, &PN}];
    Live = blend(Mask, ValueOf(PN), Live);
  }
}

void Vectorizer::emitLoop(const Loop &L, const Loop *Outer) {
  const BasicBlock *Header = L.getHeader();
  const BasicBlock *Pre = L.getLoopPreheader();
  bool Varying = VI.isLoopVarying(&L);
  Value *Entry =
      nodeMask({const_cast<BasicBlock *>(Header), const_cast<Loop *>(&L)});
  EntryMasks[&L] = Entry;
  Value *EntryMask = Varying ? asVector(Entry) : nullptr;
  SmallVector<Value *, 4> Inits;
  for (const PHINode &PN : Header->phis())
    Inits.push_back(Dead.count(&PN) ? nullptr : incoming(PN, Pre));

  // A varying loop whose trip count is known before it starts runs to its
  // entering lanes' largest count (TripCounts.h).
  Value *MaxTaken = nullptr;
  if (Value *Taken = Varying ? Trips.BackedgesTaken.lookup(Header) : nullptr)
    MaxTaken = B.CreateUnaryIntrinsic(
        Intrinsic::vector_reduce_umax,
        B.CreateSelect(EntryMask, vectorOf(Taken),
                       Constant::getNullValue(vecTy(Taken->getType()))),
        nullptr, "taken.max");

  BasicBlock *Guard = B.GetInsertBlock();
  BasicBlock *Head = newBlock(Header->getName());
  BasicBlock *Exit = newBlock(Header->getName() + ".exit");
  BasicBlock *Join = nullptr;
  if (isAllTrue(Entry)) {
    B.CreateBr(Head);
  } else {
    Join = newBlock(Header->getName() + ".join");
    B.CreateCondBr(anyLane(Entry), Head, Join);
  }

  B.SetInsertPoint(Head);
  LoopState &St = Loops[&L];
  PHINode *MaskPhi = nullptr;
  if (Varying) {
    MaskPhi = B.CreatePHI(maskTy(true), 2, "lanes");
    MaskPhi->addIncoming(EntryMask, Guard);
    St.HeaderMask = MaskPhi;
  } else {
    St.HeaderMask = B.getTrue();
  }
  PHINode *Taken = nullptr;
  if (MaxTaken) {
    Taken = B.CreatePHI(MaxTaken->getType(), 2, "taken");
    Taken->addIncoming(ConstantInt::get(MaxTaken->getType(), 0), Guard);
  }
  SmallVector<std::pair<PHINode *, const PHINode *>, 4> Carried;
  for (auto [PN, Init] : zip(Header->phis(), Inits)) {
    if (!Init)
      continue;
    PHINode *NP = B.CreatePHI(Init->getType(), 2, PN.getName());
    NP->addIncoming(Init, Guard);
    (VI.isUniform(&PN) ? Scalars : Vectors)[&PN] = NP;
    Carried.push_back({NP, &PN});
  }
  SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4> AllExits;
  L.getExitEdges(AllExits);
  SmallSetVector<std::pair<BasicBlock *, BasicBlock *>, 4> ExitEdges(
      AllExits.begin(), AllExits.end());
  MapVector<Edge, PHINode *> AccPhis;
  MapVector<std::pair<Edge, const PHINode *>, PHINode *> LivePhis;
  for (auto [From, To] : ExitEdges) {
    Edge E{From, To};
    PHINode *Acc =
        B.CreatePHI(maskTy(VI.isEdgeVarying(From, To, &L)), 2, "left");
    Acc->addIncoming(Constant::getNullValue(Acc->getType()), Guard);
    AccPhis[E] = Acc;
    St.Exits[E] = Acc;
    for (const PHINode &PN : To->phis()) {
      if (Dead.count(&PN))
        continue;
      Type *T = VI.isUniform(&PN) ? PN.getType() : vecTy(PN.getType());
      PHINode *Live = B.CreatePHI(T, 2, PN.getName() + ".left");
      Live->addIncoming(PoisonValue::get(T), Guard);
      LivePhis[{E, &PN}] = Live;
      St.Live[{E, &PN}] = Live;
    }
  }

  emitLevel(&L);
  // Inner loops' states were added since: look this one up again.
  LoopState &Done = Loops[&L];

  const BasicBlock *Latch = L.getLoopLatch();
  Value *Cont = EdgeMasks.lookup({Latch, Header});
  assert(Cont && "the latch was not emitted");
  Cont = coerceMask(Cont, Varying);
  for (auto [NP, PN] : Carried)
    NP->addIncoming(incoming(*PN, Latch), B.GetInsertBlock());
  BasicBlock *LatchEnd = B.GetInsertBlock();
  if (MaskPhi)
    MaskPhi->addIncoming(Cont, LatchEnd);
  for (auto &[E, Acc] : AccPhis)
    Acc->addIncoming(Done.Exits[E], LatchEnd);
  for (auto &[Key, Live] : LivePhis)
    Live->addIncoming(Done.Live[Key], LatchEnd);
  if (Taken) {
    // The lane mask stays exact; only the test to go round is counted.
    Taken->addIncoming(B.CreateAdd(Taken, ConstantInt::get(Taken->getType(), 1),
                                   "taken.next", /*HasNUW=*/true),
                       LatchEnd);
    B.CreateCondBr(B.CreateICmpULT(Taken, MaxTaken), Head, Exit);
  } else {
    B.CreateCondBr(anyLane(Cont), Head, Exit);
  }

  B.SetInsertPoint(Exit);
  MapVector<Edge, Value *> Left;
  MapVector<std::pair<Edge, const PHINode *>, Value *> LeftValues;
  for (auto &[E, Acc] : AccPhis)
    Left[E] = Done.Exits[E];
  for (auto &[Key, Live] : LivePhis)
    LeftValues[Key] = Done.Live[Key];
  if (Join) {
    B.CreateBr(Join);
    B.SetInsertPoint(Join);
    for (auto &[E, V] : Left) {
      PHINode *P = B.CreatePHI(V->getType(), 2);
      P->addIncoming(V, Exit);
      P->addIncoming(Constant::getNullValue(V->getType()), Guard);
      V = P;
    }
    for (auto &[Key, V] : LeftValues) {
      PHINode *P = B.CreatePHI(V->getType(), 2);
      P->addIncoming(V, Exit);
      P->addIncoming(PoisonValue::get(V->getType()), Guard);
      V = P;
    }
  }
  Loops.erase(&L);

  // Edges that leave the outer loop too are its exits; the others are
  // ordinary edges of this level now.
  for (auto [From, To] : ExitEdges) {
    Edge E{From, To};
    if (Outer && !Outer->contains(To)) {
      leave(Outer, E, Left[E], [&](const PHINode &PN) {
        return LeftValues.lookup({E, &PN});
      });
      continue;
    }
    EdgeMasks[E] = Left[E];
    for (const PHINode &PN : To->phis())
      if (!Dead.count(&PN))
        EdgeValues[{E, &PN}] = LeftValues.lookup({E, &PN});
  }
}

void Vectorizer::repairSSA() {
  DominatorTree DT(*VF);
  SmallVector<Instruction *, 64> All;
  for (Instruction &I : instructions(VF))
    All.push_back(&I);
  for (Instruction *I : All) {
    SmallVector<Use *, 4> Bad;
    for (Use &U : I->uses())
      if (!DT.dominates(I, U))
        Bad.push_back(&U);
    if (Bad.empty())
      continue;
    SSAUpdater SU;
    SU.Initialize(I->getType(), I->getName());
    SU.AddAvailableValue(&VF->getEntryBlock(), PoisonValue::get(I->getType()));
    SU.AddAvailableValue(I->getParent(), I);
    for (Use *U : Bad)
      SU.RewriteUse(*U);
  }
}

//===-- Instructions
//-------------------------------------------------------===//

void Vectorizer::emitInstruction(const Instruction &I, Value *Active) {
  if (isIgnoredIntrinsic(I) || isa<AllocaInst>(I) ||
      (I.use_empty() && !I.mayHaveSideEffects() && !Trips.Added.count(&I)))
    return;
  if (auto *LI = dyn_cast<LoadInst>(&I))
    return emitLoad(*LI, Active);
  if (auto *SI = dyn_cast<StoreInst>(&I))
    return emitStore(*SI, Active);
  if (auto *CI = dyn_cast<CallInst>(&I))
    return emitCall(*CI, Active);
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I)) {
    Value *R = perLane(I, Active);
    if (R)
      Vectors[&I] = R;
    return;
  }
  Shape Sh = VI.shape(&I);
  if (Sh.isUniform()) {
    Instruction *N = cloneWith(I, [&](const Value *V) { return scalarOf(V); });
    Scalars[&I] = N;
    return;
  }
  Vectors[&I] = emitElementwise(I, Active);
  if (Sh.Kind == Shape::Strided) {
    // Lane 0's own value, for consecutive accesses. Lane 0 may be inactive,
    // so nothing here may be poison where the lane's scalar code is not.
    Instruction *N = cloneWith(I, [&](const Value *V) { return lane0Of(V); });
    N->dropPoisonGeneratingFlags();
    Lane0s[&I] = N;
  }
}

Value *Vectorizer::emitElementwise(const Instruction &I, Value *Active) {
  if (auto *BO = dyn_cast<BinaryOperator>(&I)) {
    Value *L = vectorOf(BO->getOperand(0)), *R = vectorOf(BO->getOperand(1));
    switch (BO->getOpcode()) {
    case Instruction::UDiv:
    case Instruction::SDiv:
    case Instruction::URem:
    case Instruction::SRem:
      // Inactive lanes divide by one, not by whatever they hold.
      if (Active)
        R = B.CreateSelect(Active, R, ConstantInt::get(R->getType(), 1));
      break;
    default:
      break;
    }
    Value *V = B.CreateBinOp(BO->getOpcode(), L, R, BO->getName());
    if (auto *NI = dyn_cast<Instruction>(V))
      NI->copyIRFlags(BO);
    return V;
  }
  if (auto *UO = dyn_cast<UnaryOperator>(&I)) {
    Value *V = B.CreateUnOp(UO->getOpcode(), vectorOf(UO->getOperand(0)),
                            UO->getName());
    if (auto *NI = dyn_cast<Instruction>(V))
      NI->copyIRFlags(UO);
    return V;
  }
  if (auto *CI = dyn_cast<CastInst>(&I))
    return B.CreateCast(CI->getOpcode(), vectorOf(CI->getOperand(0)),
                        vecTy(CI->getType()), CI->getName());
  if (auto *Cmp = dyn_cast<CmpInst>(&I)) {
    Value *V = B.CreateCmp(Cmp->getPredicate(), vectorOf(Cmp->getOperand(0)),
                           vectorOf(Cmp->getOperand(1)), Cmp->getName());
    if (auto *NI = dyn_cast<Instruction>(V))
      NI->copyIRFlags(Cmp);
    return V;
  }
  if (auto *Sel = dyn_cast<SelectInst>(&I)) {
    const Value *Cond = Sel->getCondition();
    Value *V =
        B.CreateSelect(VI.isUniform(Cond) ? scalarOf(Cond) : vectorOf(Cond),
                       vectorOf(Sel->getTrueValue()),
                       vectorOf(Sel->getFalseValue()), Sel->getName());
    if (auto *NI = dyn_cast<Instruction>(V))
      NI->copyIRFlags(Sel);
    return V;
  }
  if (auto *GEP = dyn_cast<GetElementPtrInst>(&I)) {
    auto form = [&](const Value *V) {
      return VI.isUniform(V) ? scalarOf(V) : vectorOf(V);
    };
    SmallVector<Value *, 4> Idx;
    for (const Use &U : GEP->indices())
      Idx.push_back(form(U.get()));
    return B.CreateGEP(GEP->getSourceElementType(),
                       form(GEP->getPointerOperand()), Idx, GEP->getName(),
                       GEP->getNoWrapFlags());
  }
  if (auto *Fr = dyn_cast<FreezeInst>(&I))
    return B.CreateFreeze(vectorOf(Fr->getOperand(0)), Fr->getName());
  llvm_unreachable("findUnsupported lets through no other varying value");
}

int Vectorizer::consecutive(const Value *Ptr, Type *Elem) const {
  Shape Sh = VI.shape(Ptr);
  TypeSize Size = DL.getTypeStoreSize(Elem);
  if (Sh.Kind != Shape::Strided || Size.isScalable() ||
      Size != DL.getTypeAllocSize(Elem))
    return 0;
  int64_t N = static_cast<int64_t>(Size.getFixedValue());
  return Sh.Stride == N ? 1 : Sh.Stride == -N ? -1 : 0;
}

void Vectorizer::emitLoad(const LoadInst &LI, Value *Active) {
  const Value *Ptr = LI.getPointerOperand();
  if (!LI.isSimple()) {
    if (Value *R = perLane(LI, Active))
      Vectors[&LI] = R;
    return;
  }
  if (VI.isUniform(Ptr)) {
    Instruction *N = cloneWith(LI, [&](const Value *V) { return scalarOf(V); });
    if (VI.isUniform(&LI)) {
      Scalars[&LI] = N;
      return;
    }
    // The lane id: lane 0's, then one more per lane.
    assert(VI.shape(&LI).Stride == 1 && "only lane ids load a varying value "
                                        "from a uniform address");
    SmallVector<Constant *, 16> Steps;
    for (unsigned Lane = 0; Lane != W; ++Lane)
      Steps.push_back(ConstantInt::get(LI.getType(), Lane));
    Lane0s[&LI] = N;
    Vectors[&LI] = B.CreateAdd(asVector(N), ConstantVector::get(Steps),
                               LI.getName() + ".lanes", /*HasNUW=*/true,
                               /*HasNSW=*/true);
    return;
  }
  Type *T = LI.getType();
  VectorType *VT = vecTy(T);
  Align A = LI.getAlign();
  Value *Zero = Constant::getNullValue(VT);
  Value *R;
  switch (consecutive(Ptr, T)) {
  case 1:
    R = Active ? static_cast<Value *>(
                     B.CreateMaskedLoad(VT, lane0Of(Ptr), A, Active, Zero))
               : B.CreateAlignedLoad(VT, lane0Of(Ptr), A);
    break;
  case -1: {
    Value *Last = B.CreateGEP(T, lane0Of(Ptr), B.getInt64(-int64_t(W - 1)));
    R = Active ? static_cast<Value *>(B.CreateMaskedLoad(
                     VT, Last, A, B.CreateShuffleVector(Active, reversed(W)),
                     Zero))
               : B.CreateAlignedLoad(VT, Last, A);
    R = B.CreateShuffleVector(R, reversed(W));
    break;
  }
  default:
    R = B.CreateMaskedGather(VT, vectorOf(Ptr), A, Active, Zero);
    break;
  }
  R->setName(LI.getName());
  if (auto *RI = dyn_cast<Instruction>(R); RI && !isa<ShuffleVectorInst>(RI))
    copyAccessMetadata(LI, *RI);
  Vectors[&LI] = R;
}

void Vectorizer::emitStore(const StoreInst &SI, Value *Active) {
  const Value *Ptr = SI.getPointerOperand(), *Val = SI.getValueOperand();
  if (!SI.isSimple()) {
    perLane(SI, Active);
    return;
  }
  if (VI.isUniform(Ptr) && VI.isUniform(Val)) {
    cloneWith(SI, [&](const Value *V) { return scalarOf(V); });
    return;
  }
  Value *V = vectorOf(Val);
  Align A = SI.getAlign();
  Instruction *R;
  switch (consecutive(Ptr, Val->getType())) {
  case 1:
    R = Active ? B.CreateMaskedStore(V, lane0Of(Ptr), A, Active)
               : static_cast<Instruction *>(
                     B.CreateAlignedStore(V, lane0Of(Ptr), A));
    break;
  case -1: {
    Value *Last =
        B.CreateGEP(Val->getType(), lane0Of(Ptr), B.getInt64(-int64_t(W - 1)));
    V = B.CreateShuffleVector(V, reversed(W));
    R = Active ? B.CreateMaskedStore(V, Last, A,
                                     B.CreateShuffleVector(Active, reversed(W)))
               : static_cast<Instruction *>(B.CreateAlignedStore(V, Last, A));
    break;
  }
  default:
    // Lanes that store to the same address do so in lane order.
    R = B.CreateMaskedScatter(V, vectorOf(Ptr), A, Active);
    break;
  }
  copyAccessMetadata(SI, *R);
}

void Vectorizer::emitCall(const CallInst &CI, Value *Active) {
  bool Pure = !CI.mayHaveSideEffects() || isPureMath(CI, Opts.TLI);
  bool Uniform = all_of(CI.operands(),
                        [&](const Use &U) { return VI.isUniform(U.get()); });
  if (Pure && Uniform) {
    Instruction *N = cloneWith(CI, [&](const Value *V) { return scalarOf(V); });
    if (!CI.getType()->isVoidTy())
      Scalars[&CI] = N;
    return;
  }
  if (Pure && !CI.getType()->isVoidTy()) {
    if (Value *V = vectorMathCall(CI)) {
      Vectors[&CI] = V;
      return;
    }
    if (Value *V = vectorIntrinsic(CI)) {
      Vectors[&CI] = V;
      return;
    }
  }
  if (Value *R = perLane(CI, Active))
    Vectors[&CI] = R;
}

Value *Vectorizer::vectorMathCall(const CallInst &CI) {
  const Function *Callee = CI.getCalledFunction();
  Type *T = CI.getType();
  if (!Opts.TLI || !Callee || !T->isFloatingPointTy() ||
      !Opts.TLI->isFunctionVectorizable(Callee->getName()))
    return nullptr;
  // libmvec's names follow the x86 vector function ABI,
  //   _ZGV <isa> N <lanes> <v per argument> _ <scalar name>,
  // and it has every function for every instruction set, so any variant
  // LLVM knows of names the one for this width.
  unsigned Bits = W * T->getScalarSizeInBits();
  char ISA = Bits == 512 && Opts.HasAVX512 ? 'e'
             : Bits == 256 && Opts.HasAVX2 ? 'd'
             : Bits == 256 && Opts.HasAVX  ? 'c'
             : Bits == 128                 ? 'b'
                                           : 0;
  if (!ISA)
    return nullptr;
  StringRef Known;
  for (unsigned VF : {2u, 4u, 8u, 16u})
    if (!(Known = Opts.TLI->getVectorizedFunction(
              Callee->getName(), ElementCount::getFixed(VF), false))
             .empty())
      break;
  if (!Known.consume_front("_ZGV") || Known.size() < 3)
    return nullptr;
  Known = Known.drop_front(2).ltrim("0123456789"); // ISA, mask, lanes
  std::string Name = ("_ZGV" + Twine(ISA) + "N" + Twine(W) + Known).str();

  SmallVector<Value *, 2> Args;
  SmallVector<Type *, 2> Types;
  for (const Use &A : CI.args()) {
    if (!A->getType()->isFloatingPointTy())
      return nullptr;
    Args.push_back(vectorOf(A.get()));
    Types.push_back(Args.back()->getType());
  }
  FunctionCallee F =
      M.getOrInsertFunction(Name, FunctionType::get(vecTy(T), Types, false));
  if (auto *Decl = dyn_cast<Function>(F.getCallee())) {
    Decl->setDoesNotThrow();
    Decl->setWillReturn();
    Decl->setDoesNotAccessMemory();
  }
  CallInst *R = B.CreateCall(F, Args, CI.getName());
  if (isa<FPMathOperator>(CI))
    R->setFastMathFlags(CI.getFastMathFlags());
  return R;
}

Value *Vectorizer::vectorIntrinsic(const CallInst &CI) {
  Intrinsic::ID ID = CI.getIntrinsicID();
  LibFunc F;
  if (ID == Intrinsic::not_intrinsic && Opts.TLI && CI.getCalledFunction() &&
      Opts.TLI->getLibFunc(*CI.getCalledFunction(), F))
    ID = mathIntrinsic(F);
  if (ID == Intrinsic::not_intrinsic || !isTriviallyVectorizable(ID))
    return nullptr;
  SmallVector<Value *, 3> Args;
  SmallVector<Type *, 3> Types;
  if (isVectorIntrinsicWithOverloadTypeAtArg(ID, -1))
    Types.push_back(vecTy(CI.getType()));
  for (auto [Idx, A] : enumerate(CI.args())) {
    if (isVectorIntrinsicWithScalarOpAtArg(ID, Idx)) {
      if (!VI.isUniform(A.get()))
        return nullptr;
      Args.push_back(scalarOf(A.get()));
    } else {
      Args.push_back(vectorOf(A.get()));
    }
    if (isVectorIntrinsicWithOverloadTypeAtArg(ID, Idx))
      Types.push_back(Args.back()->getType());
  }
  Function *Decl = Intrinsic::getDeclaration(&M, ID, Types);
  CallInst *R = B.CreateCall(Decl, Args, CI.getName());
  if (isa<FPMathOperator>(CI))
    R->setFastMathFlags(CI.getFastMathFlags());
  return R;
}

Value *Vectorizer::perLane(const Instruction &I, Value *Active) {
  Type *T = I.getType();
  bool Result = !T->isVoidTy() && !I.use_empty();
  Value *Acc = Result ? PoisonValue::get(vecTy(T)) : nullptr;
  for (unsigned Lane = 0; Lane != W; ++Lane) {
    BasicBlock *From = B.GetInsertBlock(), *Then = nullptr, *Next = nullptr;
    if (Active) {
      Then = newBlock("lane");
      Next = newBlock("lane.next");
      B.CreateCondBr(B.CreateExtractElement(Active, Lane), Then, Next);
      B.SetInsertPoint(Then);
    }
    Value *R = cloneWith(I, [&](const Value *V) { return laneOf(V, Lane); });
    if (Active) {
      BasicBlock *ThenEnd = B.GetInsertBlock();
      B.CreateBr(Next);
      B.SetInsertPoint(Next);
      if (Result) {
        PHINode *P = B.CreatePHI(T, 2);
        P->addIncoming(R, ThenEnd);
        P->addIncoming(PoisonValue::get(T), From);
        R = P;
      }
    }
    if (Result)
      Acc = B.CreateInsertElement(Acc, R, Lane);
  }
  return Acc;
}

Function *Vectorizer::run(const Twine &Name) {
  SmallVector<Type *, 8> Params(S.getFunctionType()->params());
  VF = Function::Create(FunctionType::get(B.getVoidTy(), Params, false),
                        GlobalValue::InternalLinkage, Name, M);
  const AttributeList &Attrs = S.getAttributes();
  SmallVector<AttributeSet, 8> ParamAttrs;
  for (unsigned Idx = 0; Idx != S.arg_size(); ++Idx) {
    ParamAttrs.push_back(Attrs.getParamAttrs(Idx));
    VF->getArg(Idx)->setName(S.getArg(Idx)->getName());
  }
  VF->setAttributes(
      AttributeList::get(C, Attrs.getFnAttrs(), AttributeSet(), ParamAttrs));
  VF->setSubprogram(S.getSubprogram());

  B.SetInsertPoint(BasicBlock::Create(C, "entry", VF));
  // Private memory: one copy per lane, side by side.
  for (const Instruction &I : S.getEntryBlock()) {
    auto *AI = dyn_cast<AllocaInst>(&I);
    if (!AI)
      continue;
    uint64_t Size = VI.shape(AI).Stride;
    AllocaInst *All = B.CreateAlloca(ArrayType::get(B.getInt8Ty(), Size * W),
                                     nullptr, AI->getName());
    All->setAlignment(AI->getAlign());
    SmallVector<Constant *, 16> Offsets;
    for (unsigned Lane = 0; Lane != W; ++Lane)
      Offsets.push_back(B.getInt64(Lane * Size));
    Lane0s[AI] = All;
    Vectors[AI] = B.CreateGEP(B.getInt8Ty(), All, ConstantVector::get(Offsets));
  }

  emitLevel(nullptr);
  B.CreateRetVoid();
  repairSSA();
  return VF;
}

/// The loads of the innermost instance id from \p Ctx, or why the context
/// cannot be followed.
Expected<SmallVector<Value *, 2>> findLaneIds(Argument &Ctx,
                                              unsigned IdOffset) {
  const DataLayout &DL = Ctx.getParent()->getDataLayout();
  SmallVector<Value *, 2> Roots;
  SmallVector<std::pair<Value *, int64_t>, 8> Work{{&Ctx, 0}};
  while (!Work.empty()) {
    auto [V, Offset] = Work.pop_back_val();
    for (User *U : V->users()) {
      if (auto *GEP = dyn_cast<GEPOperator>(U)) {
        APInt Off(DL.getIndexTypeSizeInBits(GEP->getType()), 0);
        if (GEP->getPointerOperand() == V &&
            GEP->accumulateConstantOffset(DL, Off)) {
          Work.push_back({GEP, Offset + Off.getSExtValue()});
          continue;
        }
      } else if (auto *LI = dyn_cast<LoadInst>(U)) {
        if (LI->getPointerOperand() == V) {
          if (Offset == IdOffset && LI->getType()->isIntegerTy(64))
            Roots.push_back(LI);
          continue;
        }
      }
      return createStringError(inconvertibleErrorCode(),
                               "a use of the node handle other than a query");
    }
  }
  return Roots;
}

} // namespace

VectorizeResult vectorizeInstances(Function &Scalar, unsigned IdOffset,
                                   const Twine &Name,
                                   const VectorizeOptions &Opts) {
  VectorizeResult R;
  Expected<SmallVector<Value *, 2>> Roots =
      findLaneIds(*Scalar.getArg(Scalar.arg_size() - 1), IdOffset);
  if (!Roots) {
    R.Reason = toString(Roots.takeError());
    return R;
  }
  // Before the analysis, which must see the counts' instructions too.
  TripCounts Trips = expandTripCounts(Scalar);
  Expected<std::unique_ptr<VaryingInfo>> VI =
      analyzeVarying(Scalar, *Roots, [&](const CallBase &CB) {
        return isPureMath(CB, Opts.TLI);
      });
  if (!VI) {
    R.Reason = toString(VI.takeError());
    return R;
  }

  InstructionSet Dead = returnValueOnly(Scalar);
  if (std::optional<VectorizeResult> Bad = findUnsupported(Scalar, **VI, Dead))
    return *Bad;
  unsigned W = std::clamp(
      Opts.VectorBits / widestType(Scalar, **VI, Dead, Trips), 2u, MaxLanes);
  R.Body = Vectorizer(Scalar, **VI, Dead, Trips, Opts, W).run(Name);
  R.Width = W;
  return R;
}

} // namespace hpvm
