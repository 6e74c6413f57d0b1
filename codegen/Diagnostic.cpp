//===- Diagnostic.cpp - located errors from HPVM IR
//-------------------------===//
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;

namespace hpvm {
namespace {

Error makeError(const Twine &Msg) {
  return createStringError(inconvertibleErrorCode(), Msg);
}

std::string functionName(const Function *F) {
  return demangle(F->getName().str());
}

/// "file:line:col" of \p At, empty without a debug location.
std::string locationOf(const Instruction *At) {
  if (const DILocation *Loc = At->getDebugLoc().get())
    return (Loc->getFilename() + ":" + Twine(Loc->getLine()) + ":" +
            Twine(Loc->getColumn()))
        .str();
  return "";
}

/// "file:line:col: Kind: Msg" at \p At, or "hpvmcc: Kind: Msg".
std::string diagnosticAt(const Instruction *At, StringRef Kind,
                         const Twine &Msg) {
  std::string Loc = locationOf(At);
  return ((Loc.empty() ? "hpvmcc" : Loc) + ": " + Kind + ": " + Msg).str();
}

} // namespace

Error errorAt(const Instruction *At, const Twine &Msg) {
  std::string Loc = locationOf(At);
  if (!Loc.empty())
    return makeError(Loc + ": error: " + Msg);
  return errorIn(At->getFunction(), Msg);
}

std::string remarkAt(const Instruction *At, const Twine &Msg) {
  return diagnosticAt(At, "remark", Msg);
}

std::string warningAt(const Instruction *At, const Twine &Msg) {
  return diagnosticAt(At, "warning", Msg);
}

Error errorIn(const Function *F, const Twine &Msg) {
  if (const DISubprogram *SP = F->getSubprogram())
    return makeError(SP->getFilename() + ":" + Twine(SP->getLine()) +
                     ": error: in node function '" + functionName(F) +
                     "': " + Msg);
  return makeError("hpvmcc: error: in node function '" + functionName(F) +
                   "': " + Msg);
}

std::string remarkLocation(const DebugLoc &Loc, const Function &F) {
  auto format = [](const DILocation *L) {
    while (const DILocation *Caller = L->getInlinedAt())
      L = Caller;
    return (L->getFilename() + ":" + Twine(L->getLine()) + ":" +
            Twine(L->getColumn()))
        .str();
  };
  if (const DILocation *L = Loc.get())
    return format(L);
  for (const Instruction &I : instructions(F))
    if (const DILocation *L = I.getDebugLoc().get())
      if (L->getLine() && !asIntrinsic(dyn_cast<CallInst>(&I)))
        return format(L);
  return "hpvmcc";
}

std::string remarkName(const Function &F) {
  std::string Name = demangle(F.getName().str());
  return Name.substr(0, Name.find('('));
}

} // namespace hpvm
