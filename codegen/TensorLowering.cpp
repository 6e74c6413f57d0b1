//===- TensorLowering.cpp - tensor operations to runtime calls ------------===//
#include "TensorLowering.h"
#include "HPVMIntrinsics.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"

using namespace llvm;

namespace hpvm {
namespace {

/// hpvm_tensor_<name>: the intrinsic's operands after the operation's name.
FunctionCallee runtimeEntry(Module &M, Intrinsic I) {
  std::string Name = intrinsicName(I);
  StringRef Suffix =
      StringRef(Name).drop_front(StringRef("llvm.hpvm.tensor.").size());
  std::string Entry = ("hpvm_tensor_" + Suffix).str();
  std::replace(Entry.begin(), Entry.end(), '.', '_');
  FunctionType *IT = getIntrinsic(M, I)->getFunctionType();
  SmallVector<Type *, 8> Params{PointerType::getUnqual(M.getContext())};
  append_range(Params, IT->params());
  return M.getOrInsertFunction(
      Entry, FunctionType::get(IT->getReturnType(), Params, false));
}

/// The source-level name of a leaf: "var_0_node" for the C++ function
/// _Z10var_0_nodePvmS_m.
std::string leafName(const Function &F) {
  // The demangler points into the name it parses: keep it alive.
  std::string Mangled = F.getName().str();
  ItaniumPartialDemangler D;
  if (D.partialDemangle(Mangled.c_str()))
    return Mangled;
  size_t Size = 0;
  char *Base = D.getFunctionBaseName(nullptr, &Size);
  std::string Name = Base ? std::string(Base) : Mangled;
  std::free(Base);
  return Name;
}

} // namespace

void lowerTensorOperations(Module &M) {
  MapVector<Function *, SmallVector<CallInst *, 4>> Ops;
  for (Function &F : M)
    for (Instruction &I : instructions(F))
      if (std::optional<Intrinsic> K = asIntrinsic(dyn_cast<CallInst>(&I));
          K && intrinsicKind(*K) == IntrinsicKind::Tensor)
        Ops[&F].push_back(cast<CallInst>(&I));

  for (auto &[F, Calls] : Ops) {
    std::string Leaf = leafName(*F);
    for (auto [Idx, CI] : enumerate(Calls)) {
      std::string OpName =
          Calls.size() == 1 ? Leaf : Leaf + "." + std::to_string(Idx);
      IRBuilder<> B(CI);
      SmallVector<Value *, 8> Args{
          B.CreateGlobalString(OpName, "hpvm.tensor.op")};
      append_range(Args, CI->args());
      CallInst *New = B.CreateCall(runtimeEntry(M, *asIntrinsic(CI)), Args);
      New->setDebugLoc(CI->getDebugLoc());
      CI->replaceAllUsesWith(New);
      CI->eraseFromParent();
    }
  }
}

} // namespace hpvm
