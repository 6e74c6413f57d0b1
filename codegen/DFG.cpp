//===- DFG.cpp - the dataflow-graph object model ----------------------------===//
#include "DFG.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {

DFNode::DFNode(Function *F, DFNode *Parent, CallInst *Create,
               ArrayRef<Value *> Extents)
    : F(F), Parent(Parent), Create(Create),
      Extents(Extents.begin(), Extents.end()) {}

unsigned DFNode::getLevel() const {
  return Parent ? Parent->getLevel() + 1 : 0;
}

StructType *DFNode::getOutputType() const {
  return cast<StructType>(F->getReturnType());
}

std::string DFNode::getName() const { return demangle(F->getName().str()); }

namespace {

bool callsTensorOperations(const Function &F) {
  for (const Instruction &I : instructions(F))
    if (std::optional<Intrinsic> K = asIntrinsic(dyn_cast<CallInst>(&I));
        K && intrinsicKind(*K) == IntrinsicKind::Tensor)
      return true;
  return false;
}

} // namespace

SmallVector<DFNode *, 8> DFNode::topologicalChildren() const {
  // Kahn's algorithm, always taking the earliest ready child in source order.
  DenseMap<const DFNode *, unsigned> Pending;
  for (const DFEdge &E : Edges)
    ++Pending[E.Dst];
  SmallVector<DFNode *, 8> Order;
  SmallVector<bool, 8> Done(Children.size(), false);
  while (Order.size() != Children.size()) {
    bool Progress = false;
    for (unsigned Idx = 0; Idx != Children.size(); ++Idx) {
      DFNode *C = Children[Idx].get();
      if (Done[Idx] || Pending.lookup(C) != 0)
        continue;
      Done[Idx] = true;
      Order.push_back(C);
      for (const DFEdge &E : Edges)
        if (E.Src == C)
          --Pending[E.Dst];
      Progress = true;
      break;
    }
    if (!Progress)
      break; // a cycle: the verifier reports it
  }
  return Order;
}

SmallVector<DFNode *, 16> DFGraph::postOrder() const {
  SmallVector<DFNode *, 16> Order;
  std::function<void(DFNode *)> Visit = [&](DFNode *N) {
    for (const std::unique_ptr<DFNode> &C : N->children())
      Visit(C.get());
    Order.push_back(N);
  };
  Visit(Root.get());
  return Order;
}

class DFGBuilder {
public:
  explicit DFGBuilder(TargetSet DefaultTargets)
      : DefaultTargets(DefaultTargets) {}

  Expected<std::unique_ptr<DFG>> build(Module &M) {
    auto Result = std::make_unique<DFG>();
    DenseMap<Function *, DFGraph *> ByRoot;
    // In program order: a use list's order depends on how the calls were
    // created.
    SmallVector<CallInst *, 8> Launches;
    for (Function &F : M)
      for (Instruction &I : instructions(F))
        if (asIntrinsic(dyn_cast<CallInst>(&I)) == Intrinsic::Launch)
          Launches.push_back(cast<CallInst>(&I));
    for (CallInst *Launch : Launches) {
      auto *RootFn = dyn_cast<Function>(
          Launch->getArgOperand(0)->stripPointerCasts());
      if (!RootFn || RootFn->isDeclaration())
        return errorAt(Launch, "the launched root must be a node function "
                               "defined in this translation unit");
      DFGraph *&G = ByRoot[RootFn];
      if (!G) {
        auto Root = std::make_unique<DFNode>(RootFn, nullptr, nullptr,
                                             ArrayRef<Value *>());
        if (Error E = buildNode(*Root))
          return std::move(E);
        Result->Graphs.push_back(std::make_unique<DFGraph>(std::move(Root)));
        G = Result->Graphs.back().get();
      }
      G->Launches.push_back(Launch);
      if (isStreamingLaunch(Launch))
        G->Streaming = true;
    }
    return Result;
  }

private:
  TargetSet DefaultTargets;

  Error buildNode(DFNode &N) {
    for (DFNode *A = N.Parent; A; A = A->Parent)
      if (A->F == N.F)
        return errorAt(N.Create, "node function '" + N.getName() +
                                     "' creates itself: graphs must be "
                                     "finite and acyclic");
    N.Targets = getNodeTargets(*N.F);
    if (!N.Targets.any())
      N.Targets = N.Parent ? N.Parent->Targets : DefaultTargets;
    // A leaf of tensor operations is host code calling the tensor runtime,
    // which runs each operation on the GPU when there is one.
    if (callsTensorOperations(*N.F))
      N.Targets = Target::CPU;

    DenseMap<Value *, DFNode *> ChildOf;
    for (Instruction &I : instructions(N.F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      std::optional<Intrinsic> K = asIntrinsic(CI);
      if (!K || !isCreateNode(*K))
        continue;
      auto *ChildFn = dyn_cast<Function>(
          CI->getArgOperand(0)->stripPointerCasts());
      if (!ChildFn || ChildFn->isDeclaration())
        return errorAt(CI, "a child node must be a node function defined in "
                           "this translation unit");
      SmallVector<Value *, 3> Extents(drop_begin(CI->args()));
      N.Children.push_back(
          std::make_unique<DFNode>(ChildFn, &N, CI, Extents));
      ChildOf[CI] = N.Children.back().get();
    }

    auto childArg = [&](CallInst *CI, unsigned Idx) -> Expected<DFNode *> {
      if (DFNode *C = ChildOf.lookup(CI->getArgOperand(Idx)))
        return C;
      return errorAt(CI, "this operation must name a node created in the "
                         "same node function");
    };
    auto constant = [](CallInst *CI, unsigned Idx) {
      return cast<ConstantInt>(CI->getArgOperand(Idx))->getZExtValue();
    };
    for (Instruction &I : instructions(N.F)) {
      auto *CI = dyn_cast<CallInst>(&I);
      std::optional<Intrinsic> K = asIntrinsic(CI);
      if (K == Intrinsic::CreateEdge) {
        Expected<DFNode *> Src = childArg(CI, 0), Dst = childArg(CI, 1);
        if (!Src)
          return Src.takeError();
        if (!Dst)
          return Dst.takeError();
        N.Edges.push_back({*Src, *Dst, unsigned(constant(CI, 3)),
                           unsigned(constant(CI, 4)), constant(CI, 2) != 0,
                           constant(CI, 5) != 0, CI});
      } else if (K == Intrinsic::BindInput || K == Intrinsic::BindOutput) {
        Expected<DFNode *> C = childArg(CI, 0);
        if (!C)
          return C.takeError();
        bool IsIn = K == Intrinsic::BindInput;
        unsigned A = constant(CI, 1), B = constant(CI, 2);
        // bind.input(N, ip, ic); bind.output(N, oc, op).
        DFBind Bind{*C, IsIn ? A : B, IsIn ? B : A, constant(CI, 3) != 0, CI};
        (IsIn ? N.InBinds : N.OutBinds).push_back(Bind);
      }
    }
    for (std::unique_ptr<DFNode> &C : N.Children)
      if (Error E = buildNode(*C))
        return E;
    return Error::success();
  }
};

bool isStreamingLaunch(const CallInst *Launch) {
  assert(asIntrinsic(Launch) == Intrinsic::Launch && "not a launch");
  return cast<ConstantInt>(Launch->getArgOperand(2))->isOne();
}

Expected<std::unique_ptr<DFG>> buildDFG(Module &M, TargetSet DefaultTargets) {
  // The builder creates calls to the operations with their own types.
  if (Error E = verifyIntrinsicDeclarations(M))
    return std::move(E);
  return DFGBuilder(DefaultTargets).build(M);
}

} // namespace hpvm
