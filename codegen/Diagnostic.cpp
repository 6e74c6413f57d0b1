//===- Diagnostic.cpp - located errors from HPVM IR
//-------------------------===//
#include "Diagnostic.h"
#include "HPVMIntrinsics.h"

#include "llvm/ADT/SmallPtrSet.h"
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

/// Where the code \p Loc was inlined into was written: the user's call of
/// the inlined function.
const DILocation *outermost(const DILocation *Loc) {
  while (const DILocation *Caller = Loc->getInlinedAt())
    Loc = Caller;
  return Loc;
}

/// "file:line:col" of \p Loc.
std::string format(const DILocation *Loc) {
  return (Loc->getFilename() + ":" + Twine(Loc->getLine()) + ":" +
          Twine(Loc->getColumn()))
      .str();
}

/// "file:line:col" of \p At, empty without a debug location.
std::string locationOf(const Instruction *At) {
  if (const DILocation *Loc = At->getDebugLoc().get())
    return format(Loc);
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
  return errorVia(At, At, Msg);
}

Error errorVia(const Instruction *Via, const Instruction *At,
               const Twine &Msg) {
  const DILocation *Loc = At->getDebugLoc().get();
  const DILocation *ViaLoc = Via->getDebugLoc().get();
  if (!Loc || !ViaLoc)
    return Loc ? makeError(format(Loc) + ": error: " + Msg)
               : errorIn(At->getFunction(), Msg);
  // Code of another file (a library header's std::unordered_map::at),
  // inlined or called, is reported where the user's code uses it, with a
  // note for the line in that file.
  const DILocation *User = outermost(ViaLoc);
  if (User->getFilename() == Loc->getFilename())
    return makeError(format(Via == At ? Loc : User) + ": error: " + Msg);
  std::string Name = Loc->getInlinedAt()
                         ? Loc->getScope()->getSubprogram()->getName().str()
                         : remarkName(*At->getFunction());
  return makeError(format(User) + ": error: " + Msg + "\n" + format(Loc) +
                   ": note: in '" + Name +
                   "', which the node's code uses there");
}

const Instruction *userCall(const Instruction *At) {
  SmallPtrSet<const Function *, 8> Seen;
  const Instruction *User = At;
  while (Seen.insert(At->getFunction()).second) {
    auto IsCall = [](const llvm::User *U) { return isa<CallBase>(U); };
    auto Caller = find_if(At->getFunction()->users(), IsCall);
    if (Caller == At->getFunction()->user_end())
      break;
    At = cast<Instruction>(*Caller);
    if (At->getDebugLoc())
      User = At;
  }
  return User;
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
  if (const DILocation *L = Loc.get())
    return format(outermost(L));
  for (const Instruction &I : instructions(F))
    if (const DILocation *L = I.getDebugLoc().get())
      if (L->getLine() && !asIntrinsic(dyn_cast<CallInst>(&I)))
        return format(outermost(L));
  return "hpvmcc";
}

std::string remarkName(const Function &F) {
  std::string Name = demangle(F.getName().str());
  return Name.substr(0, Name.find('('));
}

} // namespace hpvm
