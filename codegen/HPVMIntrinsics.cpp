//===- HPVMIntrinsics.cpp - declaring and recognising llvm.hpvm.* -----------===//
#include "HPVMIntrinsics.h"
#include "Diagnostic.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace hpvm {
namespace {

constexpr StringLiteral Prefix = "llvm.hpvm.";

struct IntrinsicInfo {
  StringLiteral Name;
  IntrinsicKind Kind;
};

constexpr IntrinsicInfo Infos[] = {
#define HPVM_INTRINSIC(Enum, Name, Kind, ...) {Name, IntrinsicKind::Kind},
#include "HPVMIntrinsics.def"
};

enum class TypeCode { Ptr, I1, I32, I64, F32, F64, Void };

Type *toType(LLVMContext &C, TypeCode T) {
  switch (T) {
  case TypeCode::Ptr:
    return PointerType::getUnqual(C);
  case TypeCode::I1:
    return Type::getInt1Ty(C);
  case TypeCode::I32:
    return Type::getInt32Ty(C);
  case TypeCode::I64:
    return Type::getInt64Ty(C);
  case TypeCode::F32:
    return Type::getFloatTy(C);
  case TypeCode::F64:
    return Type::getDoubleTy(C);
  case TypeCode::Void:
    return Type::getVoidTy(C);
  }
  llvm_unreachable("unknown type code");
}

FunctionType *buildType(LLVMContext &C, std::initializer_list<TypeCode> Sig) {
  SmallVector<Type *, 6> Params;
  for (auto It = Sig.begin() + 1; It != Sig.end(); ++It)
    Params.push_back(toType(C, *It));
  return FunctionType::get(toType(C, *Sig.begin()), Params, false);
}

FunctionType *intrinsicType(LLVMContext &C, Intrinsic I) {
  // The .def spells types without qualification.
  constexpr TypeCode Ptr = TypeCode::Ptr, I1 = TypeCode::I1,
                     I32 = TypeCode::I32, I64 = TypeCode::I64,
                     F32 = TypeCode::F32, F64 = TypeCode::F64,
                     Void = TypeCode::Void;
  switch (I) {
#define HPVM_INTRINSIC(Enum, Name, Kind, ...)                                  \
  case Intrinsic::Enum:                                                        \
    return buildType(C, {__VA_ARGS__});
#include "HPVMIntrinsics.def"
  }
  llvm_unreachable("unknown HPVM intrinsic");
}

} // namespace

std::string intrinsicName(Intrinsic I) {
  return (Prefix + Infos[static_cast<unsigned>(I)].Name).str();
}

IntrinsicKind intrinsicKind(Intrinsic I) {
  return Infos[static_cast<unsigned>(I)].Kind;
}

Function *getIntrinsic(Module &M, Intrinsic I) {
  FunctionCallee Callee = M.getOrInsertFunction(
      intrinsicName(I), intrinsicType(M.getContext(), I));
  auto *F = cast<Function>(Callee.getCallee());
  F->addFnAttr(Attribute::NoUnwind);
  return F;
}

Error verifyIntrinsicDeclarations(const Module &M) {
  for (const Function &F : M) {
    if (!F.getName().starts_with(Prefix))
      continue;
    std::optional<Intrinsic> I = asIntrinsic(&F);
    if (!I)
      return errorIn(&F, "'" + F.getName() + "' is not an HPVM operation");
    FunctionType *Want = intrinsicType(M.getContext(), *I);
    if (F.getFunctionType() == Want)
      continue;
    std::string Got, Expected;
    raw_string_ostream(Got) << *F.getFunctionType();
    raw_string_ostream(Expected) << *Want;
    return errorIn(&F, "'" + F.getName() + "' is declared as '" + Got +
                           "'; the HPVM operation is '" + Expected + "'");
  }
  return Error::success();
}

std::optional<Intrinsic> asIntrinsic(const Function *F) {
  if (!F)
    return std::nullopt;
  StringRef Name = F->getName();
  if (!Name.consume_front(Prefix))
    return std::nullopt;
  for (unsigned Idx = 0; Idx != std::size(Infos); ++Idx)
    if (Infos[Idx].Name == Name)
      return static_cast<Intrinsic>(Idx);
  return std::nullopt;
}

std::optional<Intrinsic> asIntrinsic(const CallBase *Call) {
  return Call ? asIntrinsic(Call->getCalledFunction()) : std::nullopt;
}

bool callsIntrinsic(const Function &F, Intrinsic I) {
  return any_of(instructions(F), [I](const Instruction &Inst) {
    return asIntrinsic(dyn_cast<CallBase>(&Inst)) == I;
  });
}

std::optional<unsigned> nodeHandleLevel(const Value *Handle) {
  const auto *CI = dyn_cast<CallInst>(Handle);
  std::optional<Intrinsic> K = asIntrinsic(CI);
  if (K == Intrinsic::GetNode)
    return 0;
  if (K == Intrinsic::GetParentNode)
    if (std::optional<unsigned> L = nodeHandleLevel(CI->getArgOperand(0)))
      return *L + 1;
  return std::nullopt;
}

bool isCreateNode(Intrinsic I) {
  return I == Intrinsic::CreateNode || I == Intrinsic::CreateNode1D ||
         I == Intrinsic::CreateNode2D || I == Intrinsic::CreateNode3D;
}

unsigned createNodeDims(Intrinsic I) {
  assert(isCreateNode(I) && "not a createNode variant");
  return static_cast<unsigned>(I) - static_cast<unsigned>(Intrinsic::CreateNode);
}

} // namespace hpvm
