//===- Diagnostic.cpp - located errors from HPVM IR
//-------------------------===//
#include "Diagnostic.h"

#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/Instruction.h"

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

} // namespace

Error errorAt(const Instruction *At, const Twine &Msg) {
  std::string Loc = locationOf(At);
  if (!Loc.empty())
    return makeError(Loc + ": error: " + Msg);
  return errorIn(At->getFunction(), Msg);
}

std::string remarkAt(const Instruction *At, const Twine &Msg) {
  std::string Loc = locationOf(At);
  return ((Loc.empty() ? "hpvmcc" : Loc) + ": remark: " + Msg).str();
}

Error errorIn(const Function *F, const Twine &Msg) {
  if (const DISubprogram *SP = F->getSubprogram())
    return makeError(SP->getFilename() + ":" + Twine(SP->getLine()) +
                     ": error: in node function '" + functionName(F) +
                     "': " + Msg);
  return makeError("hpvmcc: error: in node function '" + functionName(F) +
                   "': " + Msg);
}

} // namespace hpvm
