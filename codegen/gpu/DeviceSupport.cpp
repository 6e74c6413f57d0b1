//===- DeviceSupport.cpp - what the NVPTX back end cannot lower -----------===//
#include "gpu/DeviceSupport.h"
#include "Diagnostic.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

#include <optional>

using namespace llvm;

namespace hpvm {
namespace {

/// What is wrong with a value of type \p T on the GPU, if anything.
std::optional<std::string> unsupportedType(Type *T) {
  T = T->getScalarType();
  if (T->isX86_FP80Ty())
    return std::string("uses 'long double', which cannot run on the GPU "
                       "(use double)");
  if (T->isFP128Ty() || T->isPPC_FP128Ty())
    return std::string("uses a 128-bit floating-point type, which cannot run "
                       "on the GPU (use double)");
  if (T->isIntegerTy() && T->getIntegerBitWidth() > 64)
    return "uses a " + std::to_string(T->getIntegerBitWidth()) +
           "-bit integer type ('" +
           (T->getIntegerBitWidth() == 128
                ? std::string("__int128")
                : "_BitInt(" + std::to_string(T->getIntegerBitWidth()) + ")") +
           "'), which cannot run on the GPU (integers on the GPU have at "
           "most 64 bits)";
  return std::nullopt;
}

/// The name of the type a C++ throw \p Throw throws.
std::string thrownType(const CallBase &Throw) {
  auto *TI = dyn_cast<GlobalValue>(Throw.getArgOperand(1)->stripPointerCasts());
  if (!TI)
    return "an exception";
  StringRef Name = TI->getName();
  std::string Demangled = demangle(Name.str());
  StringRef Prefix = "typeinfo for ";
  if (StringRef(Demangled).starts_with(Prefix))
    return "'" + Demangled.substr(Prefix.size()) + "'";
  return "an exception";
}

/// What is wrong with \p I on the GPU, if anything.
std::optional<std::string> unsupported(const Instruction &I) {
  if (const auto *CB = dyn_cast<CallBase>(&I)) {
    if (CB->isIndirectCall() && !CB->isInlineAsm())
      return "calls a function through a pointer, which cannot run on the "
             "GPU";
    if (const Function *Callee = CB->getCalledFunction()) {
      if (Callee->getName() == "__cxa_throw")
        return "throws " + thrownType(*CB) +
               ", which cannot happen on the GPU (exceptions cannot leave "
               "or be thrown in a gpu node)";
      if (Callee->isTargetIntrinsic() &&
          !Callee->getName().starts_with("llvm.nvvm."))
        return "calls '" + Callee->getName().str() +
               "', a built-in of another target, which cannot run on the GPU";
    }
  }
  if (std::optional<std::string> Why = unsupportedType(I.getType()))
    return Why;
  for (const Value *Op : I.operands())
    if (std::optional<std::string> Why = unsupportedType(Op->getType()))
      return Why;
  return std::nullopt;
}

} // namespace

Error checkDeviceSupport(Module &DM, StringRef Node) {
  // The first offence in the user's code, which has locations; else the
  // first in the code built around it.
  const Instruction *At = nullptr;
  std::string Why;
  for (Function &F : DM)
    for (Instruction &I : instructions(F))
      if (std::optional<std::string> W = unsupported(I)) {
        if (!At || (!At->getDebugLoc() && I.getDebugLoc())) {
          At = &I;
          Why = *W;
        }
        if (At->getDebugLoc())
          return errorAt(At, Node + " " + Why);
      }
  if (At)
    return errorAt(At, Node + " " + Why);
  // A parameter nothing uses: named in the node function, which has a
  // location, rather than in the kernel.
  const Function *In = nullptr;
  for (Function &F : DM)
    for (Argument &A : F.args())
      if (std::optional<std::string> W = unsupportedType(A.getType()))
        if (!In || (!In->getSubprogram() && F.getSubprogram())) {
          In = &F;
          Why = *W;
        }
  if (In)
    return errorIn(In, Node + " " + Why);
  return Error::success();
}

} // namespace hpvm
