//===- NodeArgs.cpp - the packed argument struct of a node ------------------===//
#include "NodeArgs.h"

#include "llvm/IR/DataLayout.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace hpvm {

StructType *nodeArgsType(const Function &F) {
  SmallVector<Type *, 8> Fields(F.getFunctionType()->params());
  Fields.push_back(F.getReturnType());
  return StructType::get(F.getContext(), Fields, /*isPacked=*/true);
}

LoadInst *loadArgsField(IRBuilderBase &B, const Function &F, Value *Args,
                        unsigned Field) {
  StructType *Ty = nodeArgsType(F);
  return B.CreateAlignedLoad(Ty->getElementType(Field),
                             B.CreateStructGEP(Ty, Args, Field), Align(1));
}

void storeArgsField(IRBuilderBase &B, const Function &F, Value *V,
                    Value *Args, unsigned Field) {
  Value *At = B.CreateStructGEP(nodeArgsType(F), Args, Field);
  if (Field == outputsField(F))
    storeOutputs(B, V, At);
  else
    B.CreateAlignedStore(V, At, Align(1));
}

namespace {

Value *outputAddress(IRBuilderBase &B, const Function &F, Value *Args,
                     unsigned Port) {
  return B.CreateGEP(
      nodeArgsType(F), Args,
      {B.getInt32(0), B.getInt32(outputsField(F)), B.getInt32(Port)});
}

} // namespace

LoadInst *loadOutput(IRBuilderBase &B, const Function &F, Value *Args,
                     unsigned Port) {
  return B.CreateAlignedLoad(F.getReturnType()->getStructElementType(Port),
                             outputAddress(B, F, Args, Port), Align(1));
}

StoreInst *storeOutput(IRBuilderBase &B, const Function &F, Value *V,
                       Value *Args, unsigned Port) {
  return B.CreateAlignedStore(V, outputAddress(B, F, Args, Port), Align(1));
}

void storeOutputs(IRBuilderBase &B, Value *Outputs, Value *Out) {
  auto *Ty = cast<StructType>(Outputs->getType());
  for (unsigned Port = 0; Port != Ty->getNumElements(); ++Port)
    B.CreateAlignedStore(B.CreateExtractValue(Outputs, Port),
                         B.CreateStructGEP(Ty, Out, Port), Align(1));
}

uint64_t outputsSize(const DataLayout &DL, StructType *Ty) {
  if (Ty->getNumElements() == 0)
    return 0;
  unsigned Last = Ty->getNumElements() - 1;
  return DL.getStructLayout(Ty)->getElementOffset(Last) +
         DL.getTypeStoreSize(Ty->getElementType(Last));
}

SmallVector<unsigned, 4> outputSources(Function &F) {
  auto *OutTy = cast<StructType>(F.getReturnType());
  constexpr unsigned Unseen = ~0u - 1;
  SmallVector<unsigned, 4> From(OutTy->getNumElements(), Unseen);
  for (BasicBlock &BB : F) {
    auto *Ret = dyn_cast<ReturnInst>(BB.getTerminator());
    if (!Ret)
      continue;
    Value *V = Ret->getReturnValue();
    // The last insertvalue of a port is the first one met from the end.
    SmallVector<Value *, 4> Here(OutTy->getNumElements(), nullptr);
    while (auto *IV = dyn_cast<InsertValueInst>(V)) {
      if (IV->getNumIndices() == 1 && !Here[IV->getIndices()[0]])
        Here[IV->getIndices()[0]] = IV->getInsertedValueOperand();
      V = IV->getAggregateOperand();
    }
    for (unsigned Idx = 0; Idx != Here.size(); ++Idx) {
      auto *A = dyn_cast_or_null<Argument>(Here[Idx]);
      unsigned ArgNo = A && isa<Constant>(V) ? A->getArgNo() : ~0u;
      From[Idx] = From[Idx] == Unseen || From[Idx] == ArgNo ? ArgNo : ~0u;
    }
  }
  for (unsigned &ArgNo : From)
    if (ArgNo == Unseen)
      ArgNo = ~0u;
  return From;
}

std::optional<SmallVector<unsigned, 4>> passThroughOutputs(Function &F) {
  SmallVector<unsigned, 4> From = outputSources(F);
  if (is_contained(From, ~0u))
    return std::nullopt;
  return From;
}

namespace {

bool isRecomputable(Value *V) {
  if (isa<Constant>(V) || isa<Argument>(V))
    return true;
  auto *I = dyn_cast<Instruction>(V);
  return I &&
         (isa<BinaryOperator>(I) || isa<CastInst>(I) || isa<CmpInst>(I) ||
          isa<SelectInst>(I)) &&
         all_of(I->operands(), [](Use &Op) { return isRecomputable(Op); });
}

Value *recompute(IRBuilderBase &B, Value *V, ArrayRef<Value *> Params) {
  if (isa<Constant>(V))
    return V;
  if (auto *A = dyn_cast<Argument>(V))
    return Params[A->getArgNo()];
  Instruction *Copy = cast<Instruction>(V)->clone();
  // The copy is in another function, which has no debug scope.
  Copy->setDebugLoc(DebugLoc());
  for (Use &Op : Copy->operands())
    Op.set(recompute(B, Op.get(), Params));
  return B.Insert(Copy);
}

} // namespace

Value *recomputeFromParams(IRBuilderBase &B, Value *V,
                           ArrayRef<Value *> Params) {
  return isRecomputable(V) ? recompute(B, V, Params) : nullptr;
}

} // namespace hpvm
