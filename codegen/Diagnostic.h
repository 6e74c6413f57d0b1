//===- Diagnostic.h - located errors from HPVM IR ---------------*- C++ -*-===//
//
// User errors found in HPVM IR (by GenHPVM, the graph verifier or a backend)
// are llvm::Errors whose message is printed as is: clang's format
// "file:line:col: error: ..." when the instruction has a debug location
// (the driver always compiles with line tables), otherwise naming the
// function. Remarks (--hpvm-report) and warnings are located the same way.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_DIAGNOSTIC_H
#define HPVM_CODEGEN_DIAGNOSTIC_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

#include <string>

namespace llvm {
class DebugLoc;
class Function;
class Instruction;
} // namespace llvm

namespace hpvm {

/// An error at \p At (its debug location, or its function). Code inlined
/// from another file (a library header) is reported where the user's code
/// uses it, with a note at \p At.
llvm::Error errorAt(const llvm::Instruction *At, const llvm::Twine &Msg);
/// An error at \p At, in a function that the user's code reaches through
/// the call \p Via: reported at \p Via when \p At is in another file,
/// with a note at \p At.
llvm::Error errorVia(const llvm::Instruction *Via, const llvm::Instruction *At,
                     const llvm::Twine &Msg);
/// The call in the user's code through which \p At runs: climbing from the
/// function holding it through first callers, the outermost call with a
/// source location (the calls of generated kernels have none); \p At
/// itself when there is none.
const llvm::Instruction *userCall(const llvm::Instruction *At);
/// The text of a remark at \p At: "file:line:col: remark: Msg", or
/// "hpvmcc: remark: Msg" without a location.
std::string remarkAt(const llvm::Instruction *At, const llvm::Twine &Msg);
/// The text of a warning at \p At, located as remarkAt's.
std::string warningAt(const llvm::Instruction *At, const llvm::Twine &Msg);
/// An error about node function \p F (its definition's location if known).
llvm::Error errorIn(const llvm::Function *F, const llvm::Twine &Msg);

/// "file:line:col" of \p Loc (in the user's code when it was inlined from
/// a helper such as hpvm::atomic_add), else of the start of node function
/// \p F's body (after the instance queries a pragma node's outlined
/// function starts with, so at its pragma's statement), else "hpvmcc".
std::string remarkLocation(const llvm::DebugLoc &Loc, const llvm::Function &F);

/// Node function \p F's name for remarks: demangled, without the parameter
/// list.
std::string remarkName(const llvm::Function &F);

} // namespace hpvm

#endif // HPVM_CODEGEN_DIAGNOSTIC_H
