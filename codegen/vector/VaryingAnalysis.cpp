//===- VaryingAnalysis.cpp - what differs between vector lanes ------------===//
//
// A fixpoint over shapes and masks: both only ever move from uniform towards
// varying, so it terminates. Masks follow the vectoriser's linearisation
// exactly: a block's mask is its mask source's when it has one (control
// equivalence within its loop level), else the union of its incoming
// edges'; an edge's mask is its block's restricted by the branch condition;
// an edge that leaves a loop whose lanes leave at different iterations has a
// varying mask whatever its condition.
//
//===----------------------------------------------------------------------===//
#include "vector/VaryingAnalysis.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GetElementPtrTypeIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Operator.h"
#include "llvm/Support/MathExtras.h"

#include <queue>

using namespace llvm;

namespace hpvm {

VaryingInfo::VaryingInfo() = default;
VaryingInfo::~VaryingInfo() = default;

Shape VaryingInfo::shape(const Value *V) const {
  auto It = Shapes.find(V);
  return It == Shapes.end() ? Shape::uniform() : It->second;
}

bool VaryingInfo::isMaskVarying(const BasicBlock *BB) const {
  return VaryingMasks.count(BB);
}

bool VaryingInfo::isLoopVarying(const Loop *L) const {
  return VaryingLoops.count(L);
}

bool VaryingInfo::isEdgeVarying(const BasicBlock *From, const BasicBlock *To,
                                const Loop *UpTo) const {
  if (isMaskVarying(From))
    return true;
  if (auto *Br = dyn_cast<BranchInst>(From->getTerminator()))
    if (Br->isConditional() && Br->getSuccessor(0) != Br->getSuccessor(1) &&
        !isUniform(Br->getCondition()))
      return true;
  for (const Loop *L = LI->getLoopFor(From); L && !L->contains(To);
       L = L->getParentLoop()) {
    if (isLoopVarying(L))
      return true;
    if (L == UpTo)
      break;
  }
  return false;
}

ArrayRef<LevelNode> VaryingInfo::order(const Loop *L) const {
  auto It = Orders.find(L);
  assert(It != Orders.end() && "not a loop of the analysed function");
  return It->second;
}

std::optional<LevelNode> VaryingInfo::maskSource(const LevelNode &N) const {
  if (N.Inner) {
    auto It = LoopSources.find(N.Inner);
    if (It != LoopSources.end())
      return It->second;
    return std::nullopt;
  }
  auto It = BlockSources.find(N.Block);
  if (It != BlockSources.end())
    return It->second;
  return std::nullopt;
}

/// Builds a VaryingInfo (friend of it).
class VaryingAnalysis {
public:
  VaryingAnalysis(Function &F, function_ref<bool(const CallBase &)> IsPure)
      : F(F), DL(F.getDataLayout()), IsPure(IsPure), Info(new VaryingInfo) {}

  Expected<std::unique_ptr<VaryingInfo>> run(ArrayRef<Value *> Roots);

private:
  /// One loop level as an acyclic graph. Node 0 is the level's header (the
  /// function's entry block at the outermost level).
  struct Level {
    const Loop *L;
    std::vector<LevelNode> Nodes;
    DenseMap<const BasicBlock *, unsigned> Index; // by block or header
    std::vector<SmallVector<unsigned, 2>> Succs;
    /// The node leaves the level: it returns, ends in unreachable, takes the
    /// back edge or leaves the loop.
    std::vector<bool> ToSink;
  };

  Function &F;
  const DataLayout &DL;
  function_ref<bool(const CallBase &)> IsPure;
  std::unique_ptr<VaryingInfo> Info;
  DenseMap<const BasicBlock *, unsigned> RPOIndex;
  SmallPtrSet<const Value *, 2> RootSet;
  SmallPtrSet<const Loop *, 4> VaryingEntries;
  bool Changed = false;

  std::optional<LevelNode> nodeAt(BasicBlock *BB, const Loop *L) const;
  Error buildLevel(const Loop *L);
  bool reachesSinkAvoiding(const Level &Lv, unsigned From,
                           unsigned Avoid) const;
  void findMaskSources(const Level &Lv);

  bool nodeMaskVarying(const LevelNode &N) const {
    return N.Inner ? VaryingEntries.count(N.Inner)
                   : Info->isMaskVarying(N.Block);
  }
  void setMask(const BasicBlock *BB, bool Varying) {
    if (Varying && Info->VaryingMasks.insert(BB).second)
      Changed = true;
  }
  void setLoop(const Loop *L, bool Entry, bool Header) {
    if (Entry && VaryingEntries.insert(L).second)
      Changed = true;
    if (Header && Info->VaryingLoops.insert(L).second)
      Changed = true;
  }
  void setShape(const Value *V, Shape S) {
    Shape &Old = Info->Shapes[V];
    // Never go back towards uniform: keeps the fixpoint monotone.
    if (Old.Kind == Shape::Varying || Old == S)
      return;
    if (Old.Kind == Shape::Strided && S.Kind == Shape::Uniform)
      return;
    Old = S;
    Changed = true;
  }

  void updateBlock(BasicBlock &BB);
  Shape computeShape(Instruction &I) const;
  Shape arithmetic(BinaryOperator &BO) const;
  Shape castShape(CastInst &CI) const;
  Shape gepShape(GEPOperator &GEP) const;
  Shape phiShape(PHINode &PN) const;
};

std::optional<LevelNode> VaryingAnalysis::nodeAt(BasicBlock *BB,
                                                 const Loop *L) const {
  if (L && !L->contains(BB))
    return std::nullopt;
  Loop *In = Info->LI->getLoopFor(BB);
  if (In == L)
    return LevelNode{BB, nullptr};
  while (In->getParentLoop() != L)
    In = In->getParentLoop();
  return LevelNode{In->getHeader(), In};
}

Error VaryingAnalysis::buildLevel(const Loop *L) {
  Level Lv;
  Lv.L = L;
  auto add = [&](LevelNode N) {
    Lv.Index[N.Block] = Lv.Nodes.size();
    Lv.Nodes.push_back(N);
  };
  if (L) {
    add({L->getHeader(), nullptr});
    for (BasicBlock *BB : L->blocks())
      if (BB != L->getHeader() && Info->LI->getLoopFor(BB) == L)
        add({BB, nullptr});
    for (Loop *Sub : L->getSubLoops())
      add({Sub->getHeader(), Sub});
  } else {
    add({&F.getEntryBlock(), nullptr});
    for (BasicBlock &BB : F)
      if (&BB != &F.getEntryBlock() && !Info->LI->getLoopFor(&BB))
        add({&BB, nullptr});
    for (Loop *Top : *Info->LI)
      add({Top->getHeader(), Top});
  }

  unsigned N = Lv.Nodes.size();
  Lv.Succs.resize(N);
  Lv.ToSink.assign(N, false);
  auto link = [&](unsigned From, BasicBlock *To) {
    if (L && (To == L->getHeader() || !L->contains(To))) {
      Lv.ToSink[From] = true;
      return;
    }
    unsigned T = Lv.Index.lookup(nodeAt(To, L)->Block);
    if (!is_contained(Lv.Succs[From], T))
      Lv.Succs[From].push_back(T);
  };
  for (unsigned Idx = 0; Idx != N; ++Idx) {
    const LevelNode &Node = Lv.Nodes[Idx];
    if (Node.Inner) {
      SmallVector<std::pair<BasicBlock *, BasicBlock *>, 4> Exits;
      Node.Inner->getExitEdges(Exits);
      for (auto [From, To] : Exits)
        link(Idx, To);
      continue;
    }
    if (succ_empty(Node.Block))
      Lv.ToSink[Idx] = true;
    for (BasicBlock *S : successors(Node.Block))
      link(Idx, S);
  }

  // Kahn's algorithm, earliest block in reverse post-order first, so that
  // the layout stays close to the source's.
  std::vector<unsigned> InDegree(N, 0);
  for (unsigned Idx = 0; Idx != N; ++Idx)
    for (unsigned S : Lv.Succs[Idx])
      ++InDegree[S];
  auto Later = [&](unsigned A, unsigned B) {
    return RPOIndex.lookup(Lv.Nodes[A].Block) >
           RPOIndex.lookup(Lv.Nodes[B].Block);
  };
  std::priority_queue<unsigned, std::vector<unsigned>, decltype(Later)> Ready(
      Later);
  for (unsigned Idx = 0; Idx != N; ++Idx)
    if (!InDegree[Idx])
      Ready.push(Idx);
  std::vector<LevelNode> &Order = Info->Orders[L];
  while (!Ready.empty()) {
    unsigned Idx = Ready.top();
    Ready.pop();
    Order.push_back(Lv.Nodes[Idx]);
    for (unsigned S : Lv.Succs[Idx])
      if (!--InDegree[S])
        Ready.push(S);
  }
  if (Order.size() != N || !(Order.front() == Lv.Nodes.front()))
    return createStringError(inconvertibleErrorCode(),
                             "irreducible control flow");
  findMaskSources(Lv);
  return Error::success();
}

bool VaryingAnalysis::reachesSinkAvoiding(const Level &Lv, unsigned From,
                                          unsigned Avoid) const {
  std::vector<bool> Seen(Lv.Nodes.size(), false);
  SmallVector<unsigned, 16> Work{From};
  Seen[From] = true;
  while (!Work.empty()) {
    unsigned Idx = Work.pop_back_val();
    if (Lv.ToSink[Idx])
      return true;
    for (unsigned S : Lv.Succs[Idx])
      if (S != Avoid && !Seen[S]) {
        Seen[S] = true;
        Work.push_back(S);
      }
  }
  return false;
}

void VaryingAnalysis::findMaskSources(const Level &Lv) {
  const DominatorTree &DT = *Info->DT;
  // The level's own node at or above \p BB in the dominator tree.
  auto levelNodeOf = [&](BasicBlock *BB) -> std::optional<unsigned> {
    for (DomTreeNode *D = DT.getNode(BB); D; D = D->getIDom())
      if (std::optional<LevelNode> N = nodeAt(D->getBlock(), Lv.L))
        return Lv.Index.lookup(N->Block);
    return std::nullopt;
  };
  for (unsigned Idx = 1; Idx < Lv.Nodes.size(); ++Idx) {
    const LevelNode &Node = Lv.Nodes[Idx];
    DomTreeNode *DN = DT.getNode(Node.Block);
    DomTreeNode *IDom = DN ? DN->getIDom() : nullptr;
    if (!IDom)
      continue;
    std::optional<unsigned> Src = levelNodeOf(IDom->getBlock());
    if (!Src || *Src == Idx || reachesSinkAvoiding(Lv, *Src, Idx))
      continue;
    if (Node.Inner)
      Info->LoopSources[Node.Inner] = Lv.Nodes[*Src];
    else
      Info->BlockSources[Node.Block] = Lv.Nodes[*Src];
  }
}

void VaryingAnalysis::updateBlock(BasicBlock &BB) {
  const LoopInfo &LI = *Info->LI;
  auto incomingVarying = [&](BasicBlock *To, const Loop *Outside) {
    for (BasicBlock *P : predecessors(To))
      if ((!Outside || !Outside->contains(P)) && Info->isEdgeVarying(P, To))
        return true;
    return false;
  };
  if (&BB == &F.getEntryBlock()) {
    // All lanes run the entry block.
  } else if (Loop *L = LI.getLoopFor(&BB); L && L->getHeader() == &BB) {
    std::optional<LevelNode> Src = Info->maskSource({&BB, L});
    bool Entry = Src ? nodeMaskVarying(*Src) : incomingVarying(&BB, L);
    bool Header = Entry || Info->isEdgeVarying(L->getLoopLatch(), &BB);
    setLoop(L, Entry, Header);
    setMask(&BB, Header);
  } else if (std::optional<LevelNode> Src = Info->maskSource({&BB, nullptr})) {
    setMask(&BB, nodeMaskVarying(*Src));
  } else {
    setMask(&BB, incomingVarying(&BB, nullptr));
  }
  for (Instruction &I : BB)
    if (!RootSet.count(&I) && !I.getType()->isVoidTy())
      setShape(&I, computeShape(I));
}

namespace {

/// Whether \p BO leaves a lane id (in [0, 2^31), see castShape) unchanged:
/// InstCombine's forms of extending its truncation to 32 bits or more,
/// shl+ashr, shl+lshr and an and with the low 31 bits set.
bool keepsLaneId(const BinaryOperator &BO,
                 const SmallPtrSetImpl<const Value *> &Roots) {
  const auto *C = dyn_cast<ConstantInt>(BO.getOperand(1));
  if (!C)
    return false;
  if (BO.getOpcode() == Instruction::And)
    return Roots.count(BO.getOperand(0)) && C->getValue().countr_one() >= 31;
  if (BO.getOpcode() != Instruction::AShr &&
      BO.getOpcode() != Instruction::LShr)
    return false;
  const auto *Shl = dyn_cast<BinaryOperator>(BO.getOperand(0));
  return Shl && Shl->getOpcode() == Instruction::Shl &&
         Shl->getOperand(1) == C && Roots.count(Shl->getOperand(0)) &&
         BO.getType()->getIntegerBitWidth() - C->getZExtValue() >= 32;
}

} // namespace

Shape VaryingAnalysis::arithmetic(BinaryOperator &BO) const {
  Shape A = Info->shape(BO.getOperand(0)), B = Info->shape(BO.getOperand(1));
  if (A.isUniform() && B.isUniform())
    return Shape::uniform();
  if (keepsLaneId(BO, RootSet))
    return Shape::strided(1, true);
  if (A.Kind == Shape::Varying || B.Kind == Shape::Varying ||
      !BO.getType()->isIntegerTy() || BO.getType()->getIntegerBitWidth() > 64)
    return Shape::varying();
  bool NoWrap = isa<OverflowingBinaryOperator>(BO) && BO.hasNoSignedWrap();
  bool Exact = (A.isUniform() || A.Exact) && (B.isUniform() || B.Exact);
  int64_t S = 0;
  switch (BO.getOpcode()) {
  case Instruction::Add:
    if (AddOverflow(A.Stride, B.Stride, S))
      return Shape::varying();
    return Shape::strided(S, Exact && NoWrap);
  case Instruction::Sub:
    if (SubOverflow(A.Stride, B.Stride, S))
      return Shape::varying();
    return Shape::strided(S, Exact && NoWrap);
  case Instruction::Xor:
    // Not x is -1 - x (which cannot wrap).
    if (!isa<Constant>(BO.getOperand(1)) ||
        !cast<Constant>(BO.getOperand(1))->isAllOnesValue())
      return Shape::varying();
    return Shape::strided(-A.Stride, A.Exact);
  case Instruction::Or:
    // A disjoint or is an add without carries.
    if (!cast<PossiblyDisjointInst>(BO).isDisjoint() ||
        AddOverflow(A.Stride, B.Stride, S))
      return Shape::varying();
    return Shape::strided(S, Exact);
  case Instruction::Mul: {
    const Shape &Lin = A.isUniform() ? B : A;
    auto *K = dyn_cast<ConstantInt>(A.isUniform() ? BO.getOperand(0)
                                                  : BO.getOperand(1));
    if (!(A.isUniform() || B.isUniform()) || !K ||
        K->getValue().getSignificantBits() > 64 ||
        MulOverflow(Lin.Stride, K->getSExtValue(), S))
      return Shape::varying();
    return Shape::strided(S, Lin.Exact && NoWrap);
  }
  case Instruction::Shl: {
    auto *C = dyn_cast<ConstantInt>(BO.getOperand(1));
    if (!B.isUniform() || !C || C->getZExtValue() >= 63 ||
        MulOverflow(A.Stride, int64_t(1) << C->getZExtValue(), S))
      return Shape::varying();
    return Shape::strided(S, A.Exact && NoWrap);
  }
  default:
    return Shape::varying();
  }
}

Shape VaryingAnalysis::castShape(CastInst &CI) const {
  Shape A = Info->shape(CI.getOperand(0));
  if (A.isUniform())
    return Shape::uniform();
  if (A.Kind == Shape::Varying)
    return Shape::varying();
  switch (CI.getOpcode()) {
  case Instruction::Trunc:
    // Lane ids stay below 2^31 (the cpu backend runs the rest scalar), so
    // a truncated id keeps its exact stride in 32 bits or more.
    return Shape::strided(A.Stride,
                          RootSet.count(CI.getOperand(0)) &&
                              CI.getType()->getIntegerBitWidth() >= 32);
  case Instruction::SExt:
    return A.Exact ? A : Shape::varying();
  case Instruction::ZExt:
    // Exact and non-negative: a zero extension is a sign extension.
    if (A.Exact &&
        (CI.hasNonNeg() || RootSet.count(CI.getOperand(0)) ||
         (isa<TruncInst>(CI.getOperand(0)) &&
          RootSet.count(cast<TruncInst>(CI.getOperand(0))->getOperand(0)))))
      return A;
    return Shape::varying();
  default:
    return Shape::varying();
  }
}

Shape VaryingAnalysis::gepShape(GEPOperator &GEP) const {
  Shape Base = Info->shape(GEP.getPointerOperand());
  bool AllUniform = Base.isUniform();
  for (const Use &Idx : GEP.indices())
    AllUniform &= Info->isUniform(Idx);
  if (AllUniform)
    return Shape::uniform();
  if (Base.Kind == Shape::Varying || GEP.getType()->isVectorTy())
    return Shape::varying();
  int64_t S = Base.Stride;
  unsigned IndexBits = DL.getIndexTypeSizeInBits(GEP.getType());
  for (gep_type_iterator GTI = gep_type_begin(GEP), E = gep_type_end(GEP);
       GTI != E; ++GTI) {
    Shape I = Info->shape(GTI.getOperand());
    if (I.isUniform())
      continue;
    if (I.Kind == Shape::Varying || GTI.isStruct())
      return Shape::varying();
    // Narrower indices are sign-extended: only exact strides survive.
    if (GTI.getOperand()->getType()->getScalarSizeInBits() < IndexBits &&
        !I.Exact)
      return Shape::varying();
    TypeSize Size = GTI.getSequentialElementStride(DL);
    int64_t Term = 0;
    if (Size.isScalable() ||
        MulOverflow(I.Stride, static_cast<int64_t>(Size.getFixedValue()),
                    Term) ||
        AddOverflow(S, Term, S))
      return Shape::varying();
  }
  return Shape::strided(S, /*Exact=*/false);
}

Shape VaryingAnalysis::phiShape(PHINode &PN) const {
  BasicBlock *BB = PN.getParent();
  const Loop *L = Info->LI->getLoopFor(BB);
  bool Header = L && L->getHeader() == BB;
  for (unsigned Idx = 0; Idx != PN.getNumIncomingValues(); ++Idx) {
    if (!Info->isUniform(PN.getIncomingValue(Idx)))
      return Shape::varying();
    // A loop-carried value is the lanes' common one; elsewhere lanes that
    // came different ways pick different values.
    if (!Header && Info->isEdgeVarying(PN.getIncomingBlock(Idx), BB))
      return Shape::varying();
  }
  return Shape::uniform();
}

Shape VaryingAnalysis::computeShape(Instruction &I) const {
  auto operandsUniform = [&] {
    return all_of(I.operands(),
                  [&](const Use &U) { return Info->isUniform(U.get()); });
  };
  if (auto *BO = dyn_cast<BinaryOperator>(&I))
    return arithmetic(*BO);
  if (auto *CI = dyn_cast<CastInst>(&I))
    return castShape(*CI);
  if (auto *GEP = dyn_cast<GEPOperator>(&I))
    return gepShape(*GEP);
  if (auto *PN = dyn_cast<PHINode>(&I))
    return phiShape(*PN);
  if (auto *AI = dyn_cast<AllocaInst>(&I)) {
    // Every lane gets its own copy, one after the other.
    std::optional<TypeSize> Size = AI->getAllocationSize(DL);
    if (!Size || Size->isScalable())
      return Shape::varying();
    return Shape::strided(
        alignTo(std::max<uint64_t>(Size->getFixedValue(), 1), AI->getAlign()),
        true);
  }
  if (auto *LI = dyn_cast<LoadInst>(&I))
    return LI->isSimple() && Info->isUniform(LI->getPointerOperand())
               ? Shape::uniform()
               : Shape::varying();
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    return Shape::varying();
  if (auto *Call = dyn_cast<CallBase>(&I)) {
    bool Pure = !Call->mayHaveSideEffects() || IsPure(*Call);
    return Pure && operandsUniform() ? Shape::uniform() : Shape::varying();
  }
  return operandsUniform() ? Shape::uniform() : Shape::varying();
}

Expected<std::unique_ptr<VaryingInfo>>
VaryingAnalysis::run(ArrayRef<Value *> Roots) {
  Info->DT = std::make_unique<DominatorTree>(F);
  Info->LI = std::make_unique<LoopInfo>(*Info->DT);
  ReversePostOrderTraversal<Function *> RPOT(&F);
  for (BasicBlock *BB : RPOT)
    RPOIndex[BB] = RPOIndex.size();

  for (Loop *L : Info->LI->getLoopsInPreorder()) {
    if (!L->isLoopSimplifyForm())
      return createStringError(inconvertibleErrorCode(),
                               "a loop that cannot be put in canonical form");
    if (L->hasNoExitBlocks())
      return createStringError(inconvertibleErrorCode(),
                               "a loop without an exit");
  }
  if (Error E = buildLevel(nullptr))
    return std::move(E);
  for (Loop *L : Info->LI->getLoopsInPreorder())
    if (Error E = buildLevel(L))
      return std::move(E);

  for (Value *R : Roots) {
    RootSet.insert(R);
    Info->Shapes[R] = Shape::strided(1, true);
  }
  do {
    Changed = false;
    for (BasicBlock *BB : RPOT)
      updateBlock(*BB);
  } while (Changed);
  return std::move(Info);
}

Expected<std::unique_ptr<VaryingInfo>>
analyzeVarying(Function &F, ArrayRef<Value *> Roots,
               function_ref<bool(const CallBase &)> IsPure) {
  return VaryingAnalysis(F, IsPure).run(Roots);
}

} // namespace hpvm
