//===- TensorLowering.cpp - tensor operations to runtime calls ------------===//
#include "TensorLowering.h"
#include "HPVMIntrinsics.h"

#include "llvm/ADT/MapVector.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/PatternMatch.h"

using namespace llvm;
using namespace llvm::PatternMatch;

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

/// Whether \p V is a call of hpvm::tensor::<Name> (include/hpvm/tensor.h).
bool callsTensorHelper(const Value *V, StringRef Name) {
  const auto *CI = dyn_cast<CallInst>(V);
  const Function *F = CI ? CI->getCalledFunction() : nullptr;
  return F && StringRef(demangle(F->getName()))
                  .starts_with(("hpvm::tensor::" + Name + "(").str());
}

/// Replaces each handle(from_handle(X)) in \p F, a tensor's round trip
/// through its C++ handle between two operations of a pragma node
/// (include/hpvm/tensor.h), by X: a chain of operations is then one for
/// fusion.
void dropHandleRoundTrips(Function &F) {
  SmallVector<CallInst *, 16> RoundTrips;
  for (Instruction &I : instructions(F))
    if (callsTensorHelper(&I, "handle") &&
        callsTensorHelper(cast<CallInst>(I).getArgOperand(0), "from_handle"))
      RoundTrips.push_back(cast<CallInst>(&I));
  for (CallInst *Handle : RoundTrips) {
    auto *From = cast<CallInst>(Handle->getArgOperand(0));
    Handle->replaceAllUsesWith(From->getArgOperand(0));
    Handle->eraseFromParent();
    if (From->use_empty())
      From->eraseFromParent();
  }
}

/// The one user of \p V if it is the tensor operation \p I with \p V as
/// its first operand.
CallInst *soleUseBy(Value *V, std::initializer_list<Intrinsic> Is) {
  if (!V->hasOneUse())
    return nullptr;
  auto *User = dyn_cast<CallInst>(V->user_back());
  std::optional<Intrinsic> K = asIntrinsic(User);
  if (!K || !is_contained(Is, *K) || User->getArgOperand(0) != V)
    return nullptr;
  return User;
}

/// Replaces convolution + add (+ activation), each the only user of the one
/// before, by one hpvm_tensor_conv_bias_act call named \p OpName, as the
/// HPVM release's code generator groups them: the libraries run them as one
/// operation. Returns whether \p Conv started such a chain; the calls after
/// it that it erased are added to \p Erased.
bool fuseConvolution(CallInst *Conv, const std::string &OpName,
                     SmallPtrSetImpl<CallInst *> &Erased) {
  std::optional<Intrinsic> K = asIntrinsic(Conv);
  if (K != Intrinsic::TensorConvolution &&
      K != Intrinsic::TensorGroupConvolution)
    return false;
  bool Grouped = K == Intrinsic::TensorGroupConvolution;
  // Group convolutions fuse only in cross-correlation mode (1), the mode
  // the runtime supports.
  if (Grouped && !match(Conv->getArgOperand(6), m_SpecificInt(1)))
    return false;
  CallInst *Add = soleUseBy(Conv, {Intrinsic::TensorAdd});
  if (!Add)
    return false;
  CallInst *Act = soleUseBy(Add, {Intrinsic::TensorRelu, Intrinsic::TensorTanh,
                                  Intrinsic::TensorClippedRelu});
  std::optional<Intrinsic> A = asIntrinsic(Act);
  Module &M = *Conv->getModule();
  LLVMContext &C = M.getContext();
  Type *Ptr = PointerType::getUnqual(C), *I32 = Type::getInt32Ty(C),
       *F32 = Type::getFloatTy(C);
  FunctionCallee Fused =
      M.getOrInsertFunction("hpvm_tensor_conv_bias_act", Ptr, Ptr, Ptr, Ptr,
                            Ptr, I32, I32, I32, I32, I32, I32, F32, F32);
  CallInst *Last = Act ? Act : Add;
  IRBuilder<> B(Last);
  // Activations: 0 none, 1 relu, 2 tanh, 3 clipped relu (hpvm_tensor.h).
  int Code = !A                           ? 0
             : A == Intrinsic::TensorRelu ? 1
             : A == Intrinsic::TensorTanh ? 2
                                          : 3;
  Value *Zero = ConstantFP::get(F32, 0.0);
  SmallVector<Value *, 12> Args{B.CreateGlobalString(OpName, "hpvm.tensor.op"),
                                Conv->getArgOperand(0),
                                Conv->getArgOperand(1),
                                Add->getArgOperand(1),
                                Conv->getArgOperand(2),
                                Conv->getArgOperand(3),
                                Conv->getArgOperand(4),
                                Conv->getArgOperand(5),
                                Grouped ? Conv->getArgOperand(7)
                                        : B.getInt32(1),
                                B.getInt32(Code),
                                Code == 3 ? Act->getArgOperand(1) : Zero,
                                Code == 3 ? Act->getArgOperand(2) : Zero};
  CallInst *New = B.CreateCall(Fused, Args);
  New->setDebugLoc(Conv->getDebugLoc());
  Last->replaceAllUsesWith(New);
  for (CallInst *Dead : {Act, Add, Conv})
    if (Dead) {
      Erased.insert(Dead);
      Dead->eraseFromParent();
    }
  return true;
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
    dropHandleRoundTrips(*F);
    std::string Leaf = leafName(*F);
    // Names follow the source's operations, fused or not.
    SmallVector<std::pair<CallInst *, std::string>, 8> Named;
    for (auto [Idx, CI] : enumerate(Calls))
      Named.push_back(
          {CI, Calls.size() == 1 ? Leaf : Leaf + "." + std::to_string(Idx)});
    SmallPtrSet<CallInst *, 8> Erased;
    for (auto &[CI, OpName] : Named) {
      if (Erased.contains(CI) || fuseConvolution(CI, OpName, Erased))
        continue;
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
