//===- NodeFusion.cpp - fusing independent sibling leaves -----------------===//
//
// The fused leaf is a new function of both leaves' parameters (the first
// leaf's, then the second's) returning both leaves' outputs in the same
// order; its body is the first leaf's body followed by the second's, inlined.
// In the parent, one createNode call of the fused function replaces the two,
// and the binds and edges of the second leaf have their ports moved past
// the first leaf's.
//
//===----------------------------------------------------------------------===//
#include "NodeFusion.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "GeneratedDebugInfo.h"
#include "HPVMIntrinsics.h"
#include "NodeArgs.h"
#include "NodeTargets.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace hpvm {
namespace {

/// True when \p A and \p B are the same value, or computed the same way,
/// without reading memory, from the same values.
bool sameValue(const Value *A, const Value *B) {
  if (A == B)
    return true;
  const auto *IA = dyn_cast<Instruction>(A);
  const auto *IB = dyn_cast<Instruction>(B);
  if (!IA || !IB || isa<PHINode>(IA) || IA->mayReadOrWriteMemory() ||
      IA->mayHaveSideEffects() || !IA->isSameOperationAs(IB))
    return false;
  return all_of(zip(IA->operands(), IB->operands()), [](auto Ops) {
    return sameValue(std::get<0>(Ops), std::get<1>(Ops));
  });
}

bool sameGrid(const DFNode &A, const DFNode &B) {
  return A.getNumDims() == B.getNumDims() &&
         all_of(zip(A.getExtents(), B.getExtents()), [](auto Ext) {
           return sameValue(std::get<0>(Ext), std::get<1>(Ext));
         });
}

/// Targets whose code for a leaf is the same with its sibling fused in.
bool fusibleTargets(TargetSet T) {
  TargetSet CPUOrGPU(Target::CPU);
  CPUOrGPU |= Target::GPU;
  TargetSet Both = T;
  Both |= CPUOrGPU;
  return T.any() && Both == CPUOrGPU;
}

/// An HPVM operation whose meaning in a leaf's instance is the same when
/// the leaf is fused: the queries (the fused leaf has the same grid and
/// parent) and the atomics.
bool keepsMeaning(const CallBase &Call) {
  const Function *Callee = Call.getCalledFunction();
  if (!Callee || !Callee->getName().starts_with("llvm.hpvm."))
    return true;
  std::optional<Intrinsic> Op = asIntrinsic(&Call);
  return Op && (intrinsicKind(*Op) == IntrinsicKind::Query ||
                (intrinsicKind(*Op) == IntrinsicKind::Memory &&
                 *Op != Intrinsic::Malloc));
}

/// The calls that use a node's handle in its parent: binds and edges only.
bool onlyBindsAndEdges(const CallInst &Create) {
  return all_of(Create.users(), [](const User *U) {
    std::optional<Intrinsic> Op = asIntrinsic(dyn_cast<CallInst>(U));
    return Op && (*Op == Intrinsic::BindInput || *Op == Intrinsic::BindOutput ||
                  *Op == Intrinsic::CreateEdge);
  });
}

bool isFusible(const DFNode &N) {
  if (!N.isLeaf() || N.isRoot() || !fusibleTargets(N.getTargets()))
    return false;
  Function &F = *N.getFunction();
  if (!passThroughOutputs(F) || !onlyBindsAndEdges(*N.getCreateCall()))
    return false;
  for (const Instruction &I : instructions(F))
    if (const auto *Call = dyn_cast<CallBase>(&I); Call && !keepsMeaning(*Call))
      return false;
  return true;
}

/// True when an edge path of \p Parent leads from \p From to \p To.
bool reaches(const DFNode &Parent, const DFNode *From, const DFNode *To) {
  SmallVector<const DFNode *, 8> Work{From};
  DenseSet<const DFNode *> Seen{From};
  while (!Work.empty()) {
    const DFNode *N = Work.pop_back_val();
    for (const DFEdge &E : Parent.edges()) {
      if (E.Src != N)
        continue;
      if (E.Dst == To)
        return true;
      if (Seen.insert(E.Dst).second)
        Work.push_back(E.Dst);
    }
  }
  return false;
}

/// The name a fused leaf's function is built from: the node's function's
/// base name without the rewriter's prefixes.
std::string partName(const Function &F) {
  std::string Name = F.getName().str();
  ItaniumPartialDemangler D;
  if (!D.partialDemangle(Name.c_str()))
    if (char *Base = D.getFunctionBaseName(nullptr, nullptr)) {
      Name = Base;
      std::free(Base);
    }
  for (StringRef Prefix : {"__hpvm_fused_", "__hpvm_leaf_"})
    if (StringRef(Name).starts_with(Prefix))
      return Name.substr(Prefix.size());
  return Name;
}

/// The fused leaf function of \p A then \p B; null if a body cannot be
/// inlined into it (their personality functions differ).
Function *buildFusedFunction(const DFNode &A, const DFNode &B, Module &M) {
  Function &FA = *A.getFunction();
  Function &FB = *B.getFunction();
  LLVMContext &Ctx = M.getContext();
  SmallVector<Type *, 16> Params(FA.getFunctionType()->params());
  append_range(Params, FB.getFunctionType()->params());
  SmallVector<Type *, 8> Outputs(A.getOutputType()->elements());
  append_range(Outputs, B.getOutputType()->elements());
  auto *F = Function::Create(
      FunctionType::get(StructType::get(Ctx, Outputs), Params, false),
      GlobalValue::InternalLinkage,
      "__hpvm_fused_" + partName(FA) + "_" + partName(FB), M);
  F->copyAttributesFrom(&FA);
  AttributeList Attrs = F->getAttributes();
  for (unsigned Idx = 0; Idx != FB.arg_size(); ++Idx)
    Attrs = Attrs.addParamAttributes(
        Ctx, FA.arg_size() + Idx,
        AttrBuilder(Ctx, FB.getAttributes().getParamAttrs(Idx)));
  F->setAttributes(Attrs);
  setNodeTargets(*F, A.getTargets());

  IRBuilder<> IRB(BasicBlock::Create(Ctx, "entry", F));
  SmallVector<Value *, 16> Args(make_pointer_range(F->args()));
  ArrayRef<Value *> ArgsA = ArrayRef(Args).take_front(FA.arg_size());
  ArrayRef<Value *> ArgsB = ArrayRef(Args).drop_front(FA.arg_size());
  CallInst *CallA = IRB.CreateCall(&FA, ArgsA);
  CallInst *CallB = IRB.CreateCall(&FB, ArgsB);
  // Both leaves pass inputs through as their outputs (isFusible).
  Value *Out = PoisonValue::get(F->getReturnType());
  unsigned Port = 0;
  for (auto [Leaf, LeafArgs] : {std::pair(&FA, ArgsA), std::pair(&FB, ArgsB)}) {
    SmallVector<unsigned, 4> From = *passThroughOutputs(*Leaf);
    for (unsigned ArgNo : From)
      Out = IRB.CreateInsertValue(Out, LeafArgs[ArgNo], Port++);
  }
  IRB.CreateRet(Out);

  describeGeneratedFunction(*F);
  for (CallInst *Call : {CallA, CallB}) {
    InlineFunctionInfo IFI;
    if (!InlineFunction(*Call, IFI).isSuccess()) {
      F->eraseFromParent();
      return nullptr;
    }
  }
  return F;
}

/// Adds \p Shift to port operand \p Idx of \p Call.
void shiftPort(CallInst &Call, unsigned Idx, unsigned Shift) {
  auto *Port = cast<ConstantInt>(Call.getArgOperand(Idx));
  Call.setArgOperand(
      Idx, ConstantInt::get(Port->getType(), Port->getZExtValue() + Shift));
}

/// Makes the parent of \p A and \p B create \p Fused in their place.
void replaceInParent(const DFNode &A, const DFNode &B, Function &Fused) {
  CallInst *CreateA = A.getCreateCall();
  SmallVector<Value *, 4> Ops(CreateA->args());
  Ops[0] = &Fused;
  IRBuilder<> IRB(CreateA);
  CallInst *Create = IRB.CreateCall(CreateA->getCalledFunction(), Ops);
  Create->setDebugLoc(CreateA->getDebugLoc());

  unsigned InputsA = A.getFunction()->arg_size();
  unsigned OutputsA = A.getOutputType()->getNumElements();
  CallInst *CreateB = B.getCreateCall();
  for (User *U : make_early_inc_range(CreateB->users())) {
    auto &Call = *cast<CallInst>(U);
    switch (*asIntrinsic(&Call)) {
    case Intrinsic::BindInput: // (node, parent port, child port, stream)
      shiftPort(Call, 2, InputsA);
      break;
    case Intrinsic::BindOutput: // (node, child port, parent port, stream)
      shiftPort(Call, 1, OutputsA);
      break;
    default: // createEdge(src, dst, all-to-all, src port, dst port, stream)
      if (Call.getArgOperand(0) == CreateB)
        shiftPort(Call, 3, OutputsA);
      if (Call.getArgOperand(1) == CreateB)
        shiftPort(Call, 4, InputsA);
      break;
    }
  }
  for (CallInst *Old : {CreateA, CreateB}) {
    Old->replaceAllUsesWith(Create);
    Old->eraseFromParent();
  }
}

/// Fuses \p B into \p A (A's createNode call comes first); returns the
/// remark, or nothing if the fused body could not be built.
std::optional<std::string> fuse(const DFNode &A, const DFNode &B, Module &M) {
  Function *Fused = buildFusedFunction(A, B, M);
  if (!Fused)
    return std::nullopt;
  std::string Remark = remarkAt(
      B.getCreateCall(), "fused leaf node '" + partName(*B.getFunction()) +
                             "' into '" + partName(*A.getFunction()) +
                             "' (same grid, independent): one " +
                             "kernel or parallel loop for both");
  Function *FA = A.getFunction();
  Function *FB = B.getFunction();
  replaceInParent(A, B, *Fused);
  if (FA->use_empty())
    FA->eraseFromParent();
  if (FB != FA && FB->use_empty())
    FB->eraseFromParent();
  return Remark;
}

/// Fuses one pair of \p Parent's children, if it can.
std::optional<std::string> fuseOnePair(const DFNode &Parent, Module &M) {
  SmallVector<const DFNode *, 8> Leaves;
  for (const std::unique_ptr<DFNode> &C : Parent.children())
    if (isFusible(*C))
      Leaves.push_back(C.get());
  for (auto [Idx, A] : enumerate(Leaves))
    for (const DFNode *B : ArrayRef(Leaves).drop_front(Idx + 1)) {
      CallInst *CA = A->getCreateCall();
      CallInst *CB = B->getCreateCall();
      if (CA->getParent() != CB->getParent() ||
          !(A->getTargets() == B->getTargets()) || !sameGrid(*A, *B) ||
          reaches(Parent, A, B) || reaches(Parent, B, A))
        continue;
      const DFNode *First = CA->comesBefore(CB) ? A : B;
      if (std::optional<std::string> Remark =
              fuse(*First, First == A ? *B : *A, M))
        return Remark;
    }
  return std::nullopt;
}

} // namespace

std::vector<std::string> fuseSiblingLeaves(const DFG &Graphs, Module &M) {
  std::vector<std::string> Remarks;
  // A function that is the parent of several nodes changes with the first.
  DenseSet<const Function *> Changed;
  for (const std::unique_ptr<DFGraph> &G : Graphs.graphs()) {
    if (G->isStreaming())
      continue;
    for (const DFNode *N : G->postOrder())
      if (!N->isLeaf() && !Changed.contains(N->getFunction()))
        if (std::optional<std::string> Remark = fuseOnePair(*N, M)) {
          Remarks.push_back(std::move(*Remark));
          Changed.insert(N->getFunction());
        }
  }
  return Remarks;
}

} // namespace hpvm
