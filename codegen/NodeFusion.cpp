//===- NodeFusion.cpp - fusing sibling leaves -----------------------------===//
//
// The fused leaf is a new function of both leaves' parameters (the first
// leaf's, then the second's, less those the first feeds along one-to-one
// edges) returning both leaves' outputs in the same order; its body is the
// first leaf's body followed by the second's, inlined. In the parent, one
// createNode call of the fused function replaces the two, the edges between
// them go, and the binds and edges of the second leaf have their ports
// moved past the first leaf's. A scalar input of the second leaf bound to
// the same parent input as one of the first's is read, in the fused body,
// from the first's (its own stays, unused): what both parts compute from
// it, such as the index r * w + c, is computed once. (Pointers are not:
// on the GPU, loads common to both parts would be CSE'd and kept live in
// registers across both, which on the fused Laplacian costs 4 registers
// and occupancy, 36 per thread instead of 32.)
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

/// The inputs of a leaf fed by the leaf fused before it, each as (its input,
/// the other leaf's output).
using Linked = SmallVector<std::pair<unsigned, unsigned>, 4>;

/// The output of the first leaf that feeds input \p Input of the second, if
/// any.
std::optional<unsigned> feeder(const Linked &Inputs, unsigned Input) {
  for (auto [In, Out] : Inputs)
    if (In == Input)
      return Out;
  return std::nullopt;
}

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
bool fusibleTargets(const TargetList &T) {
  return T.any() && !T.has(Target::Vector);
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

/// The inputs of \p To fed by \p From, as (input of To, output of From),
/// when \p To may be fused after \p From: every edge of \p Parent from
/// \p From to \p To is one-to-one, and no other path leads from one to the
/// other. Nothing when the two are independent.
std::optional<Linked> linkedInputs(const DFNode &Parent, const DFNode *From,
                                   const DFNode *To) {
  Linked Inputs;
  for (const DFEdge &E : Parent.edges()) {
    if (E.Src != From)
      continue;
    if (E.Dst == To) {
      if (E.AllToAll || E.Stream)
        return std::nullopt;
      Inputs.emplace_back(E.DstPort, E.SrcPort);
    } else if (reaches(Parent, E.Dst, To)) {
      return std::nullopt;
    }
  }
  return Inputs;
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

/// The input of \p A bound to the parent input that input \p Input of \p B
/// is bound to, if any, when the two are scalars of the same type (bound
/// inputs are copies of the parent's: the same value in both leaves).
std::optional<unsigned> sameParentInput(const DFNode &A, const DFNode &B,
                                        unsigned Input) {
  Type *T = B.getFunction()->getArg(Input)->getType();
  if (T->isPointerTy())
    return std::nullopt;
  ArrayRef<DFBind> Binds = A.getParent()->inputBinds();
  const DFBind *InB = find_if(Binds, [&](const DFBind &Bind) {
    return Bind.Child == &B && Bind.ChildPort == Input && !Bind.Stream;
  });
  if (InB == Binds.end())
    return std::nullopt;
  for (const DFBind &Bind : Binds)
    if (Bind.Child == &A && !Bind.Stream &&
        Bind.ParentPort == InB->ParentPort &&
        A.getFunction()->getArg(Bind.ChildPort)->getType() == T)
      return Bind.ChildPort;
  return std::nullopt;
}

/// The fused leaf function of \p A then \p B, where B's \p Inputs are fed
/// by A; null if a body cannot be inlined into it (their personality
/// functions differ).
Function *buildFusedFunction(const DFNode &A, const DFNode &B,
                             const Linked &Inputs, Module &M) {
  Function &FA = *A.getFunction();
  Function &FB = *B.getFunction();
  LLVMContext &Ctx = M.getContext();
  SmallVector<Type *, 16> Params(FA.getFunctionType()->params());
  SmallVector<unsigned, 16> ParamsB; // B's parameters the fused leaf has
  for (unsigned Idx = 0; Idx != FB.arg_size(); ++Idx)
    if (!feeder(Inputs, Idx)) {
      ParamsB.push_back(Idx);
      Params.push_back(FB.getArg(Idx)->getType());
    }
  SmallVector<Type *, 8> Outputs(A.getOutputType()->elements());
  append_range(Outputs, B.getOutputType()->elements());
  auto *F = Function::Create(
      FunctionType::get(StructType::get(Ctx, Outputs), Params, false),
      GlobalValue::InternalLinkage,
      "__hpvm_fused_" + partName(FA) + "_" + partName(FB), M);
  F->copyAttributesFrom(&FA);
  AttributeList Attrs = F->getAttributes();
  for (auto [Idx, ArgNo] : enumerate(ParamsB))
    Attrs = Attrs.addParamAttributes(
        Ctx, FA.arg_size() + Idx,
        AttrBuilder(Ctx, FB.getAttributes().getParamAttrs(ArgNo)));
  // A buffer A hands B keeps A's in/out: B reads what A wrote to it, which
  // the graph kept where A ran.
  F->setAttributes(Attrs);
  setNodeTargets(*F, A.getTargets());

  IRBuilder<> IRB(BasicBlock::Create(Ctx, "entry", F));
  SmallVector<unsigned, 4> ThroughA = *passThroughOutputs(FA);
  SmallVector<Value *, 16> ArgsA, ArgsB;
  for (Argument &Arg : F->args())
    (Arg.getArgNo() < FA.arg_size() ? ArgsA : ArgsB).push_back(&Arg);
  for (unsigned Idx = 0; Idx != FB.arg_size(); ++Idx)
    if (std::optional<unsigned> Out = feeder(Inputs, Idx))
      ArgsB.insert(ArgsB.begin() + Idx, ArgsA[ThroughA[*Out]]);
    else if (std::optional<unsigned> Same = sameParentInput(A, B, Idx))
      ArgsB[Idx] = ArgsA[*Same];
  CallInst *CallA = IRB.CreateCall(&FA, ArgsA);
  CallInst *CallB = IRB.CreateCall(&FB, ArgsB);
  // Both leaves pass inputs through as their outputs (isFusible).
  Value *Out = PoisonValue::get(F->getReturnType());
  unsigned Port = 0;
  for (auto [Leaf, LeafArgs] : {std::pair(&FA, ArrayRef<Value *>(ArgsA)),
                                std::pair(&FB, ArrayRef<Value *>(ArgsB))}) {
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

/// Port operand \p Idx of \p Call.
unsigned portOf(const CallInst &Call, unsigned Idx) {
  return cast<ConstantInt>(Call.getArgOperand(Idx))->getZExtValue();
}

/// Sets port operand \p Idx of \p Call to \p Port.
void setPort(CallInst &Call, unsigned Idx, unsigned Port) {
  auto *Old = cast<ConstantInt>(Call.getArgOperand(Idx));
  Call.setArgOperand(Idx, ConstantInt::get(Old->getType(), Port));
}

/// Adds \p Shift to port operand \p Idx of \p Call.
void shiftPort(CallInst &Call, unsigned Idx, unsigned Shift) {
  setPort(Call, Idx, portOf(Call, Idx) + Shift);
}

/// Makes the parent of \p A and \p B create \p Fused in their place, where
/// B's \p Inputs are fed by A.
void replaceInParent(const DFNode &A, const DFNode &B, const Linked &Inputs,
                     Function &Fused) {
  // The fused leaf is created where the first of the two was.
  CallInst *CreateA = A.getCreateCall();
  CallInst *CreateB = B.getCreateCall();
  CallInst *First = CreateA->comesBefore(CreateB) ? CreateA : CreateB;
  SmallVector<Value *, 4> Ops(First->args());
  Ops[0] = &Fused;
  IRBuilder<> IRB(First);
  CallInst *Create = IRB.CreateCall(First->getCalledFunction(), Ops);
  Create->setDebugLoc(First->getDebugLoc());

  unsigned InputsA = A.getFunction()->arg_size();
  unsigned OutputsA = A.getOutputType()->getNumElements();
  // Input port of the fused leaf that B's input \p Port is.
  auto InputOfB = [&](unsigned Port) {
    auto FedBefore = [&](auto Link) { return Link.first < Port; };
    return InputsA + Port - count_if(Inputs, FedBefore);
  };
  for (User *U : make_early_inc_range(CreateB->users())) {
    auto &Call = *cast<CallInst>(U);
    switch (*asIntrinsic(&Call)) {
    case Intrinsic::BindInput: // (node, parent port, child port, stream)
      setPort(Call, 2, InputOfB(portOf(Call, 2)));
      break;
    case Intrinsic::BindOutput: // (node, child port, parent port, stream)
      shiftPort(Call, 1, OutputsA);
      break;
    default: // createEdge(src, dst, one-to-one?, src port, dst port, stream)
      if (Call.getArgOperand(0) == CreateA) {
        assert(Call.use_empty() && "an edge handle is used");
        Call.eraseFromParent(); // A feeds B inside the fused leaf
        break;
      }
      if (Call.getArgOperand(0) == CreateB)
        shiftPort(Call, 3, OutputsA);
      if (Call.getArgOperand(1) == CreateB)
        setPort(Call, 4, InputOfB(portOf(Call, 4)));
      break;
    }
  }
  for (CallInst *Old : {CreateA, CreateB}) {
    Old->replaceAllUsesWith(Create);
    Old->eraseFromParent();
  }
}

/// Fuses \p B into \p A, where B's \p Inputs are fed by A; returns the
/// remark, or nothing if the fused body could not be built.
std::optional<std::string> fuse(const DFNode &A, const DFNode &B,
                                const Linked &Inputs, Module &M) {
  Function *Fused = buildFusedFunction(A, B, Inputs, M);
  if (!Fused)
    return std::nullopt;
  std::string Remark =
      remarkAt(B.getCreateCall(),
               "fused leaf node '" + partName(*B.getFunction()) + "' into '" +
                   partName(*A.getFunction()) + "' (same grid, " +
                   (Inputs.empty() ? "independent" : "one-to-one edges") +
                   "): one kernel or parallel loop for both");
  Function *FA = A.getFunction();
  Function *FB = B.getFunction();
  replaceInParent(A, B, Inputs, *Fused);
  if (FA->use_empty())
    FA->eraseFromParent();
  if (FB != FA && FB->use_empty())
    FB->eraseFromParent();
  return Remark;
}

/// Fuses \p B after \p A, or \p A after \p B, if their edges allow it.
std::optional<std::string> fuseEitherWay(const DFNode &Parent, const DFNode &A,
                                         const DFNode &B, Module &M) {
  std::optional<Linked> AtoB = linkedInputs(Parent, &A, &B);
  std::optional<Linked> BtoA = linkedInputs(Parent, &B, &A);
  if (!AtoB || !BtoA)
    return std::nullopt;
  if (!BtoA->empty()) // B feeds A: A after B
    return AtoB->empty() ? fuse(B, A, *BtoA, M) : std::nullopt;
  if (!AtoB->empty()) // A feeds B
    return fuse(A, B, *AtoB, M);
  // Independent: in the order they are created.
  if (A.getCreateCall()->comesBefore(B.getCreateCall()))
    return fuse(A, B, {}, M);
  return fuse(B, A, {}, M);
}

/// Fuses one pair of \p Parent's children, if it can.
std::optional<std::string> fuseOnePair(const DFNode &Parent, Module &M) {
  SmallVector<const DFNode *, 8> Leaves;
  for (const std::unique_ptr<DFNode> &C : Parent.children())
    if (isFusible(*C))
      Leaves.push_back(C.get());
  for (auto [Idx, A] : enumerate(Leaves))
    for (const DFNode *B : ArrayRef(Leaves).drop_front(Idx + 1)) {
      if (A->getCreateCall()->getParent() != B->getCreateCall()->getParent() ||
          !(A->getTargets() == B->getTargets()) || !sameGrid(*A, *B))
        continue;
      if (std::optional<std::string> Remark = fuseEitherWay(Parent, *A, *B, M))
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
