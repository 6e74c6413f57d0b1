//===- Diagnostics.h - the rewriter's user-facing diagnostics ---*- C++ -*-===//
//
// Every error and note the pragma rewriter reports, with its exact message,
// in one table. Diagnostics are clang custom diagnostics, so they print in
// clang's format (file:line:col, caret, fix-it hints) through the invocation's
// DiagnosticsEngine.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_DIAGNOSTICS_H
#define HPVM_REWRITER_DIAGNOSTICS_H

#include "clang/Basic/Diagnostic.h"

namespace hpvm {

enum class Diag {
#define HPVM_DIAG(Name, Level, Message) Name,
#include "rewriter/Diagnostics.def"
#undef HPVM_DIAG
};

/// Starts reporting \p D at \p Loc; stream arguments (%0, %1, ...), ranges and
/// fix-it hints into the result.
clang::DiagnosticBuilder report(clang::DiagnosticsEngine &Diags,
                                clang::SourceLocation Loc, Diag D);

/// True for notes, which accompany an error and are not errors themselves.
bool isNote(Diag D);

} // namespace hpvm

#endif // HPVM_REWRITER_DIAGNOSTICS_H
