//===- DFGVerifier.cpp - the rules of HPVM IR -------------------------------===//
#include "DFGVerifier.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"
#include "InstanceUniformity.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

std::string quoted(const DFNode &N) { return "'" + N.getName() + "'"; }

/// "double and float": the two ends of a connection whose types differ.
std::string typesText(Type *From, Type *To) {
  std::string S;
  raw_string_ostream OS(S);
  OS << *From << " and " << *To;
  return S;
}

/// Whether two instance counts are equal at run time: the same value, equal
/// constants, or the same pure computation on equal operands (each
/// createNode widens its counts to i64 separately, so `int n` used twice is
/// two `sext` instructions).
bool sameExtent(Value *A, Value *B) {
  if (A == B)
    return true;
  auto *CA = dyn_cast<ConstantInt>(A), *CB = dyn_cast<ConstantInt>(B);
  if (CA || CB)
    return CA && CB && CA->getValue() == CB->getValue();
  auto *IA = dyn_cast<Instruction>(A), *IB = dyn_cast<Instruction>(B);
  if (!IA || !IB || isa<PHINode>(IA) || IA->mayReadOrWriteMemory() ||
      !IA->isSameOperationAs(IB))
    return false;
  for (unsigned Idx = 0; Idx != IA->getNumOperands(); ++Idx)
    if (!sameExtent(IA->getOperand(Idx), IB->getOperand(Idx)))
      return false;
  return true;
}

Error checkEdge(const DFNode &Parent, const DFEdge &E, bool StreamingGraph) {
  StructType *Out = E.Src->getOutputType();
  Function *DstFn = E.Dst->getFunction();
  if (E.SrcPort >= Out->getNumElements())
    return errorAt(E.Call, "edge from output " + Twine(E.SrcPort) + " of " +
                               quoted(*E.Src) + ", which has " +
                               Twine(Out->getNumElements()) + " outputs");
  if (E.DstPort >= DstFn->arg_size())
    return errorAt(E.Call, "edge to input " + Twine(E.DstPort) + " of " +
                               quoted(*E.Dst) + ", which has " +
                               Twine(DstFn->arg_size()) + " inputs");
  if (Out->getElementType(E.SrcPort) != DstFn->getArg(E.DstPort)->getType())
    return errorAt(E.Call, "edge from output " + Twine(E.SrcPort) + " of " +
                               quoted(*E.Src) + " to input " +
                               Twine(E.DstPort) + " of " + quoted(*E.Dst) +
                               " joins values of different types (" +
                               typesText(Out->getElementType(E.SrcPort),
                                         DstFn->getArg(E.DstPort)->getType()) +
                               ")");
  if (!E.AllToAll) {
    bool Same = E.Src->getNumDims() == E.Dst->getNumDims();
    for (unsigned D = 0; Same && D != E.Src->getNumDims(); ++D)
      Same = sameExtent(E.Src->getExtents()[D], E.Dst->getExtents()[D]);
    if (!Same)
      return errorAt(E.Call, "one-to-one edge between " + quoted(*E.Src) +
                                 " and " + quoted(*E.Dst) +
                                 ", which have different grids");
  }
  if (E.Stream && !StreamingGraph)
    return errorAt(E.Call, "streaming edge in " + quoted(Parent) +
                               ", which is not part of a streaming graph");
  return Error::success();
}

Error checkBinds(const DFNode &N, bool StreamingGraph) {
  Function *F = N.getFunction();
  for (const DFBind &B : N.inputBinds()) {
    Function *CF = B.Child->getFunction();
    if (B.ParentPort >= F->arg_size() || B.ChildPort >= CF->arg_size())
      return errorAt(B.Call, "bind of input " + Twine(B.ParentPort) + " of " +
                                 quoted(N) + " to input " +
                                 Twine(B.ChildPort) + " of " +
                                 quoted(*B.Child) + ": no such input");
    if (F->getArg(B.ParentPort)->getType() !=
        CF->getArg(B.ChildPort)->getType())
      return errorAt(B.Call, "bind of input " + Twine(B.ParentPort) + " of " +
                                 quoted(N) + " to input " +
                                 Twine(B.ChildPort) + " of " +
                                 quoted(*B.Child) +
                                 " joins values of different types (" +
                                 typesText(F->getArg(B.ParentPort)->getType(),
                                           CF->getArg(B.ChildPort)->getType()) +
                                 ")");
    if (B.Stream && !StreamingGraph)
      return errorAt(B.Call, "streaming bind outside a streaming graph");
  }
  DenseSet<unsigned> BoundOutputs;
  for (const DFBind &B : N.outputBinds()) {
    StructType *Out = N.getOutputType(), *ChildOut = B.Child->getOutputType();
    if (B.ParentPort >= Out->getNumElements() ||
        B.ChildPort >= ChildOut->getNumElements())
      return errorAt(B.Call, "bind of output " + Twine(B.ChildPort) + " of " +
                                 quoted(*B.Child) + " to output " +
                                 Twine(B.ParentPort) + " of " + quoted(N) +
                                 ": no such output");
    Type *From = ChildOut->getElementType(B.ChildPort),
         *To = Out->getElementType(B.ParentPort);
    if (From != To)
      return errorAt(B.Call, "bind of output " + Twine(B.ChildPort) + " of " +
                                 quoted(*B.Child) + " to output " +
                                 Twine(B.ParentPort) + " of " + quoted(N) +
                                 " joins values of different types (" +
                                 typesText(From, To) + ")");
    if (!BoundOutputs.insert(B.ParentPort).second)
      return errorAt(B.Call, "output " + Twine(B.ParentPort) + " of " +
                                 quoted(N) + " is bound twice");
    if (B.Stream && !StreamingGraph)
      return errorAt(B.Call, "streaming bind outside a streaming graph");
  }
  return Error::success();
}

/// Every input of every child is fed exactly once, by an edge or a bind.
Error checkInputsFed(const DFNode &N) {
  for (const std::unique_ptr<DFNode> &C : N.children()) {
    SmallVector<const Instruction *, 8> FedBy(C->getFunction()->arg_size(),
                                              nullptr);
    auto feed = [&](unsigned Port, const Instruction *By) -> Error {
      if (Port < FedBy.size() && FedBy[Port])
        return errorAt(By, "input " + Twine(Port) + " of " + quoted(*C) +
                               " is fed twice");
      if (Port < FedBy.size())
        FedBy[Port] = By;
      return Error::success();
    };
    for (const DFEdge &E : N.edges())
      if (E.Dst == C.get())
        if (Error Err = feed(E.DstPort, E.Call))
          return Err;
    for (const DFBind &B : N.inputBinds())
      if (B.Child == C.get())
        if (Error Err = feed(B.ChildPort, B.Call))
          return Err;
    for (unsigned Port = 0; Port != FedBy.size(); ++Port)
      if (!FedBy[Port])
        return errorAt(C->getCreateCall(),
                       "input " + Twine(Port) + " of " + quoted(*C) +
                           " is fed by no edge and no bind");
  }
  return Error::success();
}

Error checkPointerAttributes(const DFNode &N) {
  const AttributeList &Attrs = N.getFunction()->getAttributes();
  for (const Argument &A : N.getFunction()->args())
    if (A.getType()->isPointerTy() &&
        !Attrs.hasParamAttr(A.getArgNo(), "hpvm.in") &&
        !Attrs.hasParamAttr(A.getArgNo(), "hpvm.out"))
      return errorIn(N.getFunction(),
                     "pointer parameter " + Twine(A.getArgNo()) +
                         (A.hasName() ? " ('" + A.getName() + "')" : Twine()) +
                         " has neither 'in' nor 'out' (list it in "
                         "__hpvm__attributes)");
  return Error::success();
}

std::optional<unsigned> queryDim(Intrinsic K) {
  switch (K) {
  case Intrinsic::GetNodeInstanceIDX:
  case Intrinsic::GetNumNodeInstancesX:
    return 0;
  case Intrinsic::GetNodeInstanceIDY:
  case Intrinsic::GetNumNodeInstancesY:
    return 1;
  case Intrinsic::GetNodeInstanceIDZ:
  case Intrinsic::GetNumNodeInstancesZ:
    return 2;
  default:
    return std::nullopt;
  }
}

Error checkQuery(const DFNode &N, CallInst *CI, Intrinsic K) {
  if (K == Intrinsic::GetNode || K == Intrinsic::GetVectorLength)
    return Error::success();
  std::optional<unsigned> Level = nodeHandleLevel(CI->getArgOperand(0));
  if (!Level)
    return errorAt(CI, "node handle must come from __hpvm__getNode or "
                       "__hpvm__getParentNode");
  const DFNode *Target = &N;
  for (unsigned L = 0; L != *Level; ++L) {
    Target = Target->getParent();
    if (!Target)
      return errorAt(CI, "__hpvm__getParentNode goes above the root of the "
                         "graph (" +
                             quoted(N) + " is at depth " +
                             Twine(N.getLevel()) + ")");
  }
  if (K == Intrinsic::GetParentNode && Target->isRoot())
    return errorAt(CI, "__hpvm__getParentNode goes above the root of the "
                       "graph (" +
                           quoted(N) + " is at depth " + Twine(N.getLevel()) +
                           ")");
  if (std::optional<unsigned> Dim = queryDim(K))
    if (*Dim >= std::max(1u, Target->getNumDims()))
      return errorAt(CI, "query of dimension " + Twine("xyz"[*Dim]) +
                             " of " + quoted(*Target) + ", which has " +
                             Twine(Target->getNumDims()) + " dimension" +
                             (Target->getNumDims() == 1 ? "" : "s"));
  return Error::success();
}

/// The geometry operands of a tensor operation that are known: strides and
/// pooling windows positive, paddings and group counts not negative.
Error checkTensorGeometry(CallInst *CI, Intrinsic K) {
  struct Operand {
    unsigned Idx;
    StringLiteral What;
    int Min;
  };
  static constexpr Operand Convolution[] = {
      {2, "vertical padding", 0}, {3, "horizontal padding", 0},
      {4, "vertical stride", 1},  {5, "horizontal stride", 1}};
  static constexpr Operand GroupConvolution[] = {
      {2, "vertical padding", 0}, {3, "horizontal padding", 0},
      {4, "vertical stride", 1},  {5, "horizontal stride", 1},
      {7, "group count", 1}};
  static constexpr Operand Pool[] = {
      {1, "window height", 1},    {2, "window width", 1},
      {3, "vertical padding", 0}, {4, "horizontal padding", 0},
      {5, "vertical stride", 1},  {6, "horizontal stride", 1}};
  ArrayRef<Operand> Ops;
  if (K == Intrinsic::TensorConvolution)
    Ops = Convolution;
  else if (K == Intrinsic::TensorGroupConvolution)
    Ops = GroupConvolution;
  else if (K == Intrinsic::TensorPoolMax || K == Intrinsic::TensorPoolMean)
    Ops = Pool;
  for (const Operand &Op : Ops)
    if (auto *C = dyn_cast<ConstantInt>(CI->getArgOperand(Op.Idx));
        C && C->getSExtValue() < Op.Min)
      return errorAt(CI, "the " + Op.What + " of '" + intrinsicName(K) +
                             "' is " + Twine(C->getSExtValue()) +
                             "; it must be " +
                             (Op.Min == 0 ? "zero or more" : "positive"));
  return Error::success();
}

/// Tensor operations are calls into the tensor runtime, which runs each one
/// on a whole tensor: their leaf runs once.
Error checkTensorOperation(const DFNode &N, CallInst *CI, Intrinsic K) {
  if (N.getNumDims() != 0)
    return errorAt(CI, "tensor operation '" + intrinsicName(K) + "' in " +
                           quoted(N) + ", which has " +
                           Twine(N.getNumDims()) + " dimension" +
                           (N.getNumDims() == 1 ? "" : "s") +
                           " (a tensor leaf runs once: create it with "
                           "__hpvm__createNodeND(0, ...))");
  return checkTensorGeometry(CI, K);
}

/// Describe operations only in internal nodes, all on the straight path to
/// the return (the graph's shape is static); query, memory and sync only in
/// leaves; no host operations inside nodes.
Error checkOperations(const DFNode &N) {
  Function *F = N.getFunction();
  DominatorTree DT(*F);
  for (Instruction &I : instructions(F)) {
    auto *CI = dyn_cast<CallInst>(&I);
    std::optional<Intrinsic> K = asIntrinsic(CI);
    if (!K)
      continue;
    IntrinsicKind Kind = intrinsicKind(*K);
    if (Kind == IntrinsicKind::Host)
      return errorAt(CI, "host operation '" + intrinsicName(*K) +
                             "' inside node " + quoted(N));
    if (Kind == IntrinsicKind::Describe) {
      if (N.isLeaf())
        return errorAt(CI, "'" + intrinsicName(*K) +
                               "' in leaf node " + quoted(N) +
                               ", which creates no children");
      for (BasicBlock &BB : *F)
        if (isa<ReturnInst>(BB.getTerminator()) &&
            !DT.dominates(CI->getParent(), &BB))
          return errorAt(CI, "graph operations in " + quoted(N) +
                                 " must not depend on control flow");
      continue;
    }
    if (!N.isLeaf())
      return errorAt(CI, "'" + intrinsicName(*K) + "' in internal node " +
                             quoted(N) +
                             " (only leaf nodes compute, query and "
                             "synchronise)");
    if (Kind == IntrinsicKind::Query)
      if (Error E = checkQuery(N, CI, *K))
        return E;
    if (Kind == IntrinsicKind::Tensor)
      if (Error E = checkTensorOperation(N, CI, *K))
        return E;
  }
  return Error::success();
}

Error checkNode(const DFNode &N, bool StreamingGraph) {
  if (Error E = checkPointerAttributes(N))
    return E;
  if (Error E = checkOperations(N))
    return E;
  for (const DFEdge &E : N.edges())
    if (Error Err = checkEdge(N, E, StreamingGraph))
      return Err;
  if (Error E = checkBinds(N, StreamingGraph))
    return E;
  if (Error E = checkInputsFed(N))
    return E;
  if (N.topologicalChildren().size() != N.children().size())
    return errorAt(N.edges().front().Call,
                   "the edges between the children of " + quoted(N) +
                       " form a cycle");
  return Error::success();
}

/// Functions that are not nodes contain no HPVM operations except host ones.
Error checkAuxiliaryFunctions(const DFG &G, Module &M) {
  DenseSet<const Function *> Nodes;
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    for (DFNode *N : Graph->postOrder())
      Nodes.insert(N->getFunction());
  for (Function &F : M) {
    if (F.isDeclaration() || Nodes.contains(&F))
      continue;
    for (Instruction &I : instructions(F)) {
      std::optional<Intrinsic> K = asIntrinsic(dyn_cast<CallInst>(&I));
      if (K && intrinsicKind(*K) != IntrinsicKind::Host)
        return errorAt(&I, "'" + intrinsicName(*K) +
                               "' outside a node function (functions called "
                               "from nodes must not use HPVM operations)");
    }
  }
  return Error::success();
}

} // namespace

Error verifyDFG(const DFG &G, Module &M) {
  for (const std::unique_ptr<DFGraph> &Graph : G.graphs())
    for (DFNode *N : Graph->postOrder())
      if (Error E = checkNode(*N, Graph->isStreaming()))
        return E;
  if (Error E = checkAuxiliaryFunctions(G, M))
    return E;
  // Follows values along edges and binds: needs every structural rule.
  return checkInstanceUniformity(G);
}

} // namespace hpvm
