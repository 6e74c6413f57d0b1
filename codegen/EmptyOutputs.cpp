//===- EmptyOutputs.cpp - the outputs of a node that runs no instance
//------===//
//
// The values a node function gives with __hpvm__empty_outputs become a
// function `<F>.empty` of its parameters returning its output struct, named
// by F's !hpvm.empty.outputs metadata.
//
//===----------------------------------------------------------------------===//
#include "EmptyOutputs.h"
#include "DFG.h"
#include "Diagnostic.h"
#include "NodeArgs.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/Metadata.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr StringLiteral MDKind = "hpvm.empty.outputs";

Function *emptyOutputsFunction(const Function &F) {
  if (MDNode *MD = F.getMetadata(MDKind))
    return mdconst::dyn_extract_or_null<Function>(MD->getOperand(0));
  return nullptr;
}

} // namespace

Error setEmptyOutputs(Function &F, ArrayRef<Value *> Values,
                      const Instruction *At) {
  auto *OutTy = cast<StructType>(F.getReturnType());
  if (Values.size() != OutTy->getNumElements() ||
      any_of(enumerate(Values), [&](auto V) {
        return V.value()->getType() != OutTy->getElementType(V.index());
      }))
    return errorAt(At, "__hpvm__empty_outputs must give one value per "
                       "output of the node, of the output's type");
  if (F.getMetadata(MDKind))
    return errorAt(At, "a node function gives __hpvm__empty_outputs once");
  auto *Fn = Function::Create(
      FunctionType::get(OutTy, F.getFunctionType()->params(), false),
      GlobalValue::InternalLinkage, F.getName() + ".empty", F.getParent());
  IRBuilder<> B(BasicBlock::Create(F.getContext(), "entry", Fn));
  SmallVector<Value *, 12> Params(make_pointer_range(Fn->args()));
  Value *Out = PoisonValue::get(OutTy);
  for (auto [Idx, V] : enumerate(Values)) {
    Value *Copy = recomputeFromParams(B, V, Params);
    if (!Copy) {
      Fn->eraseFromParent();
      return errorAt(At, "the values of __hpvm__empty_outputs must be "
                         "computed from the node's parameters alone");
    }
    Out = B.CreateInsertValue(Out, Copy, Idx);
  }
  B.CreateRet(Out);
  F.setMetadata(MDKind, MDNode::get(F.getContext(), ValueAsMetadata::get(Fn)));
  return Error::success();
}

Value *emitEmptyOutputs(IRBuilderBase &B, const DFNode &N,
                        ArrayRef<Value *> Params) {
  Function &F = *N.getFunction();
  StructType *OutTy = N.getOutputType();
  if (OutTy->getNumElements() == 0)
    return Constant::getNullValue(OutTy);
  if (Function *Empty = emptyOutputsFunction(F))
    return B.CreateCall(Empty, Params);
  if (N.isLeaf()) {
    std::optional<SmallVector<unsigned, 4>> From = passThroughOutputs(F);
    if (!From)
      return Constant::getNullValue(OutTy);
    Value *Out = PoisonValue::get(OutTy);
    for (auto [Port, ArgNo] : enumerate(*From))
      Out = B.CreateInsertValue(Out, Params[ArgNo], Port);
    return Out;
  }
  // The children in dependence order, each fed by binds and edges.
  DenseMap<const DFNode *, Value *> ChildOut;
  for (const DFNode *K : N.topologicalChildren()) {
    Function &KF = *K->getFunction();
    SmallVector<Value *, 12> KParams;
    for (Argument &A : KF.args())
      KParams.push_back(Constant::getNullValue(A.getType()));
    for (const DFBind &Bd : N.inputBinds())
      if (Bd.Child == K)
        KParams[Bd.ChildPort] = Params[Bd.ParentPort];
    for (const DFEdge &E : N.edges())
      if (E.Dst == K)
        KParams[E.DstPort] = B.CreateExtractValue(ChildOut[E.Src], E.SrcPort);
    ChildOut[K] = emitEmptyOutputs(B, *K, KParams);
  }
  Value *Out = Constant::getNullValue(OutTy);
  for (const DFBind &Bd : N.outputBinds())
    Out = B.CreateInsertValue(
        Out, B.CreateExtractValue(ChildOut[Bd.Child], Bd.ChildPort),
        Bd.ParentPort);
  return Out;
}

} // namespace hpvm
