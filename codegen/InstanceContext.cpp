//===- InstanceContext.cpp - node instances at run time ---------------------===//
#include "InstanceContext.h"
#include "Diagnostic.h"

#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Cloning.h"

using namespace llvm;

namespace hpvm {

InstanceContext::InstanceContext(LLVMContext &C) {
  Type *I64 = Type::getInt64Ty(C);
  Ty = StructType::get(C, {ArrayType::get(I64, 3), ArrayType::get(I64, 3),
                           PointerType::getUnqual(C), Type::getInt32Ty(C)});
}

Value *InstanceContext::field(IRBuilder<> &B, Value *Ctx, Field F,
                              unsigned Dim) const {
  if (F == Parent || F == Dims)
    return B.CreateStructGEP(Ty, Ctx, F);
  return B.CreateGEP(Ty, Ctx, {B.getInt32(0), B.getInt32(F), B.getInt32(Dim)});
}

Function *cloneWithContext(Function &F, const Twine &Name,
                           ValueToValueMapTy &VMap) {
  Module &M = *F.getParent();
  SmallVector<Type *, 8> Params(F.getFunctionType()->params());
  Params.push_back(PointerType::getUnqual(M.getContext()));
  auto *NF = Function::Create(
      FunctionType::get(F.getReturnType(), Params, false),
      GlobalValue::InternalLinkage, Name, M);
  for (auto [Old, New] : zip_first(F.args(), NF->args())) {
    VMap[&Old] = &New;
    New.setName(Old.getName());
  }
  NF->getArg(F.arg_size())->setName("hpvm.ctx");
  // Label addresses (computed gotos) must name the clone's blocks, also in
  // the constant tables clang puts them in: each such table gets a copy.
  SmallVector<std::pair<GlobalVariable *, GlobalVariable *>, 2> Tables;
  for (GlobalVariable &G : M.globals())
    if (G.hasInitializer() && G.isConstant() &&
        any_of(G.getInitializer()->operands(), [&](const Use &U) {
          const auto *BA = dyn_cast<BlockAddress>(U.get());
          return BA && BA->getFunction() == &F;
        }))
      Tables.push_back({&G, nullptr});
  for (auto &[G, Copy] : Tables) {
    Copy = new GlobalVariable(M, G->getValueType(), true,
                              GlobalValue::PrivateLinkage, G->getInitializer(),
                              G->getName() + "." + Name);
    Copy->copyAttributesFrom(G);
    VMap[G] = Copy;
  }
  VMap[&F] = NF;
  SmallVector<ReturnInst *, 4> Returns;
  CloneFunctionInto(NF, &F, VMap, CloneFunctionChangeType::LocalChangesOnly,
                    Returns);
  VMap.erase(&F);
  for (auto [G, Copy] : Tables)
    Copy->setInitializer(MapValue(G->getInitializer(), VMap));
  NF->setLinkage(GlobalValue::InternalLinkage);
  NF->removeFnAttr(Attribute::NoInline);
  NF->removeFnAttr(Attribute::OptimizeNone);
  NF->addFnAttr(Attribute::AlwaysInline);
  NF->eraseMetadata(M.getContext().getMDKindID("hpvm.target"));
  return NF;
}

namespace {

AtomicRMWInst::BinOp atomicOp(Intrinsic K) {
  switch (K) {
  case Intrinsic::AtomicAdd:
    return AtomicRMWInst::Add;
  case Intrinsic::AtomicSub:
    return AtomicRMWInst::Sub;
  case Intrinsic::AtomicXchg:
    return AtomicRMWInst::Xchg;
  case Intrinsic::AtomicMin:
    return AtomicRMWInst::Min;
  case Intrinsic::AtomicMax:
    return AtomicRMWInst::Max;
  case Intrinsic::AtomicUMin:
    return AtomicRMWInst::UMin;
  case Intrinsic::AtomicUMax:
    return AtomicRMWInst::UMax;
  case Intrinsic::AtomicAnd:
    return AtomicRMWInst::And;
  case Intrinsic::AtomicOr:
    return AtomicRMWInst::Or;
  case Intrinsic::AtomicXor:
    return AtomicRMWInst::Xor;
  default:
    llvm_unreachable("not an atomic read-modify-write");
  }
}

unsigned dimOf(Intrinsic K, Intrinsic X) {
  return static_cast<unsigned>(K) - static_cast<unsigned>(X);
}

} // namespace

Expected<Function *> buildLeafInstance(Function &F, const Twine &Name,
                                       TargetOpLowering LowerTargetOp) {
  ValueToValueMapTy VMap;
  Function *NF = cloneWithContext(F, Name, VMap);
  InstanceContext Ctx(F.getContext());
  Value *Self = NF->getArg(NF->arg_size() - 1);
  Type *Ptr = Self->getType();

  SmallVector<CallInst *, 16> Ops;
  for (Instruction &I : instructions(NF))
    if (asIntrinsic(dyn_cast<CallInst>(&I)))
      Ops.push_back(cast<CallInst>(&I));
  // Calls are visited in order, so handles are replaced before their uses.
  for (CallInst *CI : Ops) {
    Intrinsic K = *asIntrinsic(CI);
    IRBuilder<> B(CI);
    Value *New = nullptr;
    auto load = [&](InstanceContext::Field Fld, unsigned Dim) {
      return B.CreateLoad(B.getInt64Ty(),
                          Ctx.field(B, CI->getArgOperand(0), Fld, Dim));
    };
    switch (K) {
    case Intrinsic::GetNode:
      New = Self;
      break;
    case Intrinsic::GetParentNode:
      New = B.CreateLoad(
          Ptr, Ctx.field(B, CI->getArgOperand(0), InstanceContext::Parent));
      break;
    case Intrinsic::GetNodeInstanceIDX:
    case Intrinsic::GetNodeInstanceIDY:
    case Intrinsic::GetNodeInstanceIDZ:
      New = load(InstanceContext::Id, dimOf(K, Intrinsic::GetNodeInstanceIDX));
      break;
    case Intrinsic::GetNumNodeInstancesX:
    case Intrinsic::GetNumNodeInstancesY:
    case Intrinsic::GetNumNodeInstancesZ:
      New = load(InstanceContext::Count,
                 dimOf(K, Intrinsic::GetNumNodeInstancesX));
      break;
    case Intrinsic::GetNumDims:
      New = B.CreateLoad(B.getInt32Ty(), Ctx.field(B, CI->getArgOperand(0),
                                                   InstanceContext::Dims));
      break;
    case Intrinsic::AtomicCmpXchg:
      New = B.CreateExtractValue(
          B.CreateAtomicCmpXchg(CI->getArgOperand(0), CI->getArgOperand(1),
                                CI->getArgOperand(2), MaybeAlign(4),
                                AtomicOrdering::SequentiallyConsistent,
                                AtomicOrdering::SequentiallyConsistent),
          0);
      break;
    case Intrinsic::Malloc:
    case Intrinsic::Barrier:
    case Intrinsic::GetVectorLength: {
      Expected<Value *> V = LowerTargetOp(CI, K);
      if (!V) {
        NF->eraseFromParent();
        return V.takeError();
      }
      New = *V;
      break;
    }
    default:
      New = B.CreateAtomicRMW(atomicOp(K), CI->getArgOperand(0),
                              CI->getArgOperand(1), MaybeAlign(4),
                              AtomicOrdering::SequentiallyConsistent);
      break;
    }
    if (auto *NI = dyn_cast_or_null<Instruction>(New))
      NI->setDebugLoc(CI->getDebugLoc());
    if (New)
      CI->replaceAllUsesWith(New);
    CI->eraseFromParent();
  }
  return NF;
}

} // namespace hpvm
