//===- HPVMScan.h - does a source use HPVM? ---------------------*- C++ -*-===//
//
// What marks a translation unit as an HPVM program: '#pragma hpvm' in any of
// its files, or a name of the HPVM-C API (__hpvm__*, llvm_hpvm_*) written in
// its main file or in a user file it includes other than an hpvm.h (which
// only declares the API). The rewriter watches for both while it parses; the
// driver asks mayUseHPVM first about sources that do not name hpvm at all, so
// that a plain source costs what clang++ costs plus a preprocessing pass, not
// a second parse.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_HPVMSCAN_H
#define HPVM_REWRITER_HPVMSCAN_H

#include "clang/Frontend/CompilerInvocation.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Token.h"

namespace hpvm {

/// Whether \p Tok, an identifier, names the HPVM-C API in the main file or
/// in an included file that is neither a system header nor an hpvm.h.
bool namesHPVMCAPI(const clang::SourceManager &SM, const clang::Token &Tok);

/// A handler of the `hpvm` pragma namespace that only sets \p Seen, for a
/// preprocessor that takes ownership of it (Preprocessor::AddPragmaHandler).
clang::PragmaHandler *noteHPVMPragmas(bool &Seen);

/// Whether the source of \p Invocation may use HPVM, found by preprocessing
/// it only, without diagnostics. False only when it preprocesses without
/// errors and neither mark is there.
bool mayUseHPVM(const clang::CompilerInvocation &Invocation);

/// Whether the source of \p Invocation, preprocessed, holds '#pragma hpvm'
/// (a header to precompile: a precompiled header keeps no pragmas). False
/// when it does not preprocess: clang's compile then reports why.
bool holdsHPVMPragmas(const clang::CompilerInvocation &Invocation);

} // namespace hpvm

#endif // HPVM_REWRITER_HPVMSCAN_H
