//===- InstanceUniformity.cpp - what may differ between instances ---------===//
//
// Within a leaf the analysis is a forward data-flow fixpoint over SSA
// values (GenHPVM has promoted the locals of node functions), plus control
// dependence: a conditional branch whose condition may differ makes the phi
// nodes where its paths join differ too, and so the blocks it controls (its
// region: what its successors reach before its immediate post-dominator).
// Values live at a depth: bit j of a mask means "may differ between the
// instances of the node at depth j", the root being depth 0. A value that
// leaves a node through an edge or an output bind loses the node's own bit,
// which is an error when the node may run more than one instance.
//
// Paths that never return (they end in `unreachable`: a sanitizer's report
// under -fno-sanitize-recover, abort(), a throw) are left out: an instance
// that takes one ends the program, so a branch to one does not make the
// instances that go on differ, and post-dominance (where paths join) is
// computed over the paths that return.
//
//===----------------------------------------------------------------------===//
#include "InstanceUniformity.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/CFG.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

#include <optional>

using namespace llvm;

namespace hpvm {
namespace {

/// Bit j: may differ between the instances of the ancestor at depth j.
using Depths = uint64_t;

Depths bit(unsigned Depth) { return Depth < 64 ? Depths(1) << Depth : 0; }
Depths upTo(unsigned Depth) {
  return Depth >= 63 ? ~Depths(0) : (Depths(2) << Depth) - 1;
}

/// What a value may depend on.
struct Dep {
  /// Instance ids.
  Depths Ids = 0;
  /// What atomics and allocations return, which differ between instances
  /// whatever memory holds.
  Depths Results = 0;
  /// All of the above, and whatever memory or a call may give each instance.
  Depths Any = 0;

  Dep &operator|=(const Dep &O) {
    Ids |= O.Ids;
    Results |= O.Results;
    Any |= O.Any;
    return *this;
  }
  bool operator==(const Dep &O) const {
    return Ids == O.Ids && Results == O.Results && Any == O.Any;
  }
  Dep without(unsigned Depth) const {
    return {Ids & ~bit(Depth), Results & ~bit(Depth), Any & ~bit(Depth)};
  }
};

std::string quoted(const DFNode &N) { return "'" + N.getName() + "'"; }

/// The analysis of one leaf at depth Depth, given what its inputs depend on.
class LeafAnalysis {
public:
  LeafAnalysis(Function &F, unsigned Depth, ArrayRef<Dep> Inputs);

  /// What each output may depend on.
  SmallVector<Dep, 4> outputs(unsigned NumOutputs) const;
  /// The first barrier whose execution depends on the leaf's own instance,
  /// and whether through its instance id (else an atomic or allocation).
  std::optional<std::pair<const CallInst *, bool>> divergentBarrier() const;

private:
  /// A conditional terminator: the blocks it controls and where its paths
  /// join again (null when only at the function's exit).
  struct Branch {
    const Value *Cond;
    SmallVector<const BasicBlock *, 8> Region;
    const BasicBlock *Join;
  };

  Function &F;
  unsigned Depth;
  ArrayRef<Dep> Inputs;
  DenseMap<const Value *, Dep> Values;
  DenseMap<const BasicBlock *, Dep> Controlled, Joined;
  SmallVector<Branch, 8> Branches;

  Dep of(const Value *V) const;
  Dep compute(const Instruction &I) const;
  Dep outputField(const Value *V, unsigned Port) const;
};

/// The blocks from which a return is reachable.
SmallPtrSet<const BasicBlock *, 32> returningBlocks(Function &F) {
  SmallPtrSet<const BasicBlock *, 32> Returning;
  SmallVector<const BasicBlock *, 16> Work;
  for (BasicBlock &BB : F)
    if (isa<ReturnInst>(BB.getTerminator()))
      Work.push_back(&BB);
  while (!Work.empty()) {
    const BasicBlock *BB = Work.pop_back_val();
    if (Returning.insert(BB).second)
      append_range(Work, predecessors(BB));
  }
  return Returning;
}

/// The post-dominators of each returning block (itself included), over the
/// paths that return: the fixpoint of PDom(b) = {b} + the intersection of
/// PDom over b's returning successors.
DenseMap<const BasicBlock *, SmallPtrSet<const BasicBlock *, 16>>
postDominators(Function &F,
               const SmallPtrSet<const BasicBlock *, 32> &Returning) {
  DenseMap<const BasicBlock *, SmallPtrSet<const BasicBlock *, 16>> PDom;
  // Start from "everything" (absent from the map) and shrink.
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock &BB : F) {
      if (!Returning.count(&BB))
        continue;
      std::optional<SmallPtrSet<const BasicBlock *, 16>> Meet;
      for (const BasicBlock *S : successors(&BB)) {
        auto It = PDom.find(S);
        if (!Returning.count(S) || It == PDom.end())
          continue;
        if (!Meet) {
          Meet = It->second;
          continue;
        }
        SmallVector<const BasicBlock *, 16> Drop;
        for (const BasicBlock *X : *Meet)
          if (!It->second.count(X))
            Drop.push_back(X);
        for (const BasicBlock *X : Drop)
          Meet->erase(X);
      }
      if (!Meet && succ_size(&BB) != 0)
        continue; // its successors are not known yet
      SmallPtrSet<const BasicBlock *, 16> New;
      if (Meet)
        New = std::move(*Meet);
      New.insert(&BB);
      auto [It, Inserted] = PDom.try_emplace(&BB, New);
      if (!Inserted && It->second.size() != New.size()) {
        It->second = std::move(New);
        Changed = true;
      } else if (Inserted) {
        Changed = true;
      }
    }
  }
  return PDom;
}

LeafAnalysis::LeafAnalysis(Function &F, unsigned Depth, ArrayRef<Dep> Inputs)
    : F(F), Depth(Depth), Inputs(Inputs) {
  SmallPtrSet<const BasicBlock *, 32> Returning = returningBlocks(F);
  auto PDom = postDominators(F, Returning);
  for (BasicBlock &BB : F) {
    const Instruction *T = BB.getTerminator();
    const Value *Cond = nullptr;
    if (const auto *BI = dyn_cast<BranchInst>(T); BI && BI->isConditional())
      Cond = BI->getCondition();
    else if (const auto *SI = dyn_cast<SwitchInst>(T))
      Cond = SI->getCondition();
    SmallPtrSet<const BasicBlock *, 4> Live;
    for (const BasicBlock *S : successors(&BB))
      if (Returning.count(S))
        Live.insert(S);
    if (!Cond || Live.size() < 2)
      continue;
    // The join is the nearest strict post-dominator: the one that all the
    // others post-dominate, so the one with the most post-dominators.
    Branch Br{Cond, {}, nullptr};
    for (const BasicBlock *P : PDom[&BB])
      if (P != &BB && (!Br.Join || PDom[P].size() > PDom[Br.Join].size()))
        Br.Join = P;
    SmallPtrSet<const BasicBlock *, 16> Seen;
    SmallVector<const BasicBlock *, 16> Work(Live.begin(), Live.end());
    while (!Work.empty()) {
      const BasicBlock *X = Work.pop_back_val();
      if (X == Br.Join || !Returning.count(X) || !Seen.insert(X).second)
        continue;
      Br.Region.push_back(X);
      append_range(Work, successors(X));
    }
    Branches.push_back(std::move(Br));
  }

  ReversePostOrderTraversal<Function *> RPO(&F);
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (BasicBlock *BB : RPO)
      for (Instruction &I : *BB) {
        if (I.getType()->isVoidTy())
          continue;
        Dep D = compute(I);
        Dep &Old = Values[&I];
        if (!(D == Old)) {
          Old = D;
          Changed = true;
        }
      }
    for (const Branch &Br : Branches) {
      Dep C = of(Br.Cond);
      auto add = [&](DenseMap<const BasicBlock *, Dep> &Map,
                     const BasicBlock *BB) {
        Dep &Old = Map[BB];
        Dep New = Old;
        New |= C;
        if (!(New == Old)) {
          Old = New;
          Changed = true;
        }
      };
      for (const BasicBlock *BB : Br.Region) {
        add(Controlled, BB);
        add(Joined, BB);
      }
      if (Br.Join)
        add(Joined, Br.Join);
    }
  }
}

Dep LeafAnalysis::of(const Value *V) const {
  if (const auto *A = dyn_cast<Argument>(V))
    return A->getArgNo() < Inputs.size() ? Inputs[A->getArgNo()] : Dep();
  if (isa<Instruction>(V))
    return Values.lookup(V);
  return Dep();
}

Dep LeafAnalysis::compute(const Instruction &I) const {
  Dep D;
  if (const auto *Phi = dyn_cast<PHINode>(&I)) {
    for (const Value *In : Phi->incoming_values())
      D |= of(In);
    D |= Joined.lookup(Phi->getParent());
    return D;
  }
  // Each instance has results of its own from these.
  Dep PerInstance{0, bit(Depth), upTo(Depth)};
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    for (const Value *Arg : CB->args())
      D |= of(Arg);
    if (std::optional<Intrinsic> K = asIntrinsic(CB)) {
      switch (*K) {
      case Intrinsic::GetNodeInstanceIDX:
      case Intrinsic::GetNodeInstanceIDY:
      case Intrinsic::GetNodeInstanceIDZ:
        if (std::optional<unsigned> L = nodeHandleLevel(CB->getArgOperand(0));
            L && *L <= Depth)
          D |= Dep{bit(Depth - *L), 0, bit(Depth - *L)};
        else
          D |= PerInstance;
        return D;
      case Intrinsic::Malloc:
        return PerInstance;
      default:
        if (intrinsicKind(*K) == IntrinsicKind::Memory)
          D |= PerInstance; // atomics
        return D;           // counts, dimensions, handles
      }
    }
    if (!CB->doesNotAccessMemory() || CB->isInlineAsm())
      D.Any |= upTo(Depth);
    return D;
  }
  for (const Value *Op : I.operands())
    D |= of(Op);
  if (isa<AtomicRMWInst>(I) || isa<AtomicCmpXchgInst>(I))
    D |= PerInstance;
  else if (I.mayReadFromMemory())
    D.Any |= upTo(Depth);
  else if (isa<AllocaInst>(I))
    D.Any |= bit(Depth); // every instance has its own locals
  return D;
}

Dep LeafAnalysis::outputField(const Value *V, unsigned Port) const {
  while (const auto *IV = dyn_cast<InsertValueInst>(V)) {
    if (IV->getNumIndices() == 1 && IV->getIndices()[0] == Port)
      return of(IV->getInsertedValueOperand());
    V = IV->getAggregateOperand();
  }
  return of(V);
}

SmallVector<Dep, 4> LeafAnalysis::outputs(unsigned NumOutputs) const {
  SmallVector<Dep, 4> Out(NumOutputs);
  for (BasicBlock &BB : F)
    if (const auto *RI = dyn_cast<ReturnInst>(BB.getTerminator()))
      for (unsigned Port = 0; Port != NumOutputs; ++Port) {
        Out[Port] |= outputField(RI->getReturnValue(), Port);
        // Which return runs may differ too.
        Out[Port] |= Controlled.lookup(&BB);
      }
  return Out;
}

std::optional<std::pair<const CallInst *, bool>>
LeafAnalysis::divergentBarrier() const {
  for (const Instruction &I : instructions(F)) {
    if (asIntrinsic(dyn_cast<CallInst>(&I)) != Intrinsic::Barrier)
      continue;
    Dep C = Controlled.lookup(I.getParent());
    if ((C.Ids | C.Results) & bit(Depth))
      return std::pair(cast<CallInst>(&I), bool(C.Ids & bit(Depth)));
  }
  return std::nullopt;
}

bool mayReplicate(const DFNode &N) {
  return any_of(N.getExtents(), [](const Value *E) {
    const auto *C = dyn_cast<ConstantInt>(E);
    return !C || C->getSExtValue() > 1;
  });
}

/// Walks one graph from its root.
class GraphWalk {
public:
  Expected<SmallVector<Dep, 4>> visit(const DFNode &N, ArrayRef<Dep> Inputs);

  /// One-to-one edges seen so far whose values may differ per instance.
  SmallVector<const DFEdge *, 4> PerInstance;

private:
  Expected<Dep> leaving(const DFNode &K, ArrayRef<Dep> Outputs, unsigned Port,
                        const Instruction *Use, const Twine &What);
};

Expected<Dep> GraphWalk::leaving(const DFNode &K, ArrayRef<Dep> Outputs,
                                 unsigned Port, const Instruction *Use,
                                 const Twine &What) {
  unsigned Depth = K.getLevel();
  Dep D = Outputs[Port];
  if (!mayReplicate(K) || !(D.Any & bit(Depth)))
    return D.without(Depth);
  std::string Why = (D.Ids & bit(Depth)) ? "the instance id of " + quoted(K)
                    : (D.Results & bit(Depth))
                        ? std::string("what an atomic or an "
                                      "allocation returns to each "
                                      "instance")
                        : std::string("what memory or a call gives "
                                      "each instance");
  return errorAt(Use, What + " uses output " + Twine(Port) + " of " +
                          quoted(K) +
                          ", which may differ between its instances (it "
                          "depends on " +
                          Why +
                          "): an output of a node with several instances "
                          "must be the same in all of them (write "
                          "per-instance results through a pointer instead)");
}

Expected<SmallVector<Dep, 4>> GraphWalk::visit(const DFNode &N,
                                               ArrayRef<Dep> Inputs) {
  unsigned NumOutputs = N.getOutputType()->getNumElements();
  if (N.isLeaf()) {
    LeafAnalysis A(*N.getFunction(), N.getLevel(), Inputs);
    if (auto Barrier = A.divergentBarrier())
      return errorAt(Barrier->first,
                     "__hpvm__barrier under control flow that depends on " +
                         (Barrier->second
                              ? "the instance id of " + quoted(N)
                              : "what an atomic or an allocation returns to "
                                "each instance of " +
                                    quoted(N)) +
                         ": every instance must reach the same barriers "
                         "(make the condition the same for all instances, "
                         "or move the barrier out of it)");
    return A.outputs(NumOutputs);
  }

  DenseMap<const DFNode *, SmallVector<Dep, 4>> In;
  for (const std::unique_ptr<DFNode> &K : N.children())
    In[K.get()].resize(K->getFunction()->arg_size());
  for (const DFBind &B : N.inputBinds())
    In[B.Child][B.ChildPort] |= Inputs[B.ParentPort];
  SmallVector<Dep, 4> Out(NumOutputs);
  for (DFNode *K : N.topologicalChildren()) {
    Expected<SmallVector<Dep, 4>> KOut = visit(*K, In[K]);
    if (!KOut)
      return KOut.takeError();
    for (const DFEdge &E : N.edges()) {
      if (E.Src != K)
        continue;
      // Instance i of the destination gets the value of instance i of the
      // source: the source's bit becomes the destination's.
      if (!E.AllToAll) {
        Dep D = (*KOut)[E.SrcPort];
        if (mayReplicate(*K) && (D.Any & bit(K->getLevel())))
          PerInstance.push_back(&E);
        In[E.Dst][E.DstPort] |= D;
        continue;
      }
      Expected<Dep> D =
          leaving(*K, *KOut, E.SrcPort, E.Call, "this all-to-all edge");
      if (!D)
        return D.takeError();
      In[E.Dst][E.DstPort] |= *D;
    }
    for (const DFBind &B : N.outputBinds()) {
      if (B.Child != K)
        continue;
      Expected<Dep> D =
          leaving(*K, *KOut, B.ChildPort, B.Call, "this output bind");
      if (!D)
        return D.takeError();
      Out[B.ParentPort] |= *D;
    }
  }
  return Out;
}

Expected<SmallVector<const DFEdge *, 4>> walkGraphs(const DFG &G) {
  GraphWalk Walk;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs()) {
    const DFNode &Root = Graph->getRoot();
    SmallVector<Dep, 8> Inputs(Root.getFunction()->arg_size());
    if (Expected<SmallVector<Dep, 4>> Out = Walk.visit(Root, Inputs); !Out)
      return Out.takeError();
  }
  return Walk.PerInstance;
}

} // namespace

Error checkInstanceUniformity(const DFG &G) {
  if (Expected<SmallVector<const DFEdge *, 4>> Edges = walkGraphs(G); !Edges)
    return Edges.takeError();
  return Error::success();
}

SmallVector<const DFEdge *, 4> perInstanceEdges(const DFG &G) {
  Expected<SmallVector<const DFEdge *, 4>> Edges = walkGraphs(G);
  assert(Edges && "perInstanceEdges on a graph that fails verification");
  return Edges ? std::move(*Edges) : SmallVector<const DFEdge *, 4>();
}

} // namespace hpvm
