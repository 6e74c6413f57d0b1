//===- BackendRemarks.h - backend remarks shown at their source -*- C++ -*-===//
//
// hpvmcc optimises the lowered module as clang does an LLVM IR input, and
// clang prints the remarks and warnings of an IR input's optimisers
// (-Rpass=..., -Rpass-missed=..., -Wpass-failed) as text it cannot locate:
// "remark: x.cpp:5:3: vectorized loop ... [-Rpass=loop-vectorize]". This
// printer gives them clang's form for a source: "x.cpp:5:3: remark:
// vectorized loop ... [-Rpass=loop-vectorize]", then the source line and a
// caret, reading the file named by the debug location. A location on a line
// the file does not have (code hpvmcc generated) keeps the first line only.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_BACKENDREMARKS_H
#define HPVM_HPVMCC_BACKENDREMARKS_H

#include "clang/Basic/DiagnosticOptions.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"

#include <memory>

namespace hpvm {

/// A clang::TextDiagnosticPrinter to standard error that shows backend
/// remarks at their source.
std::unique_ptr<clang::TextDiagnosticPrinter>
backendRemarkPrinter(clang::DiagnosticOptions &Opts);

} // namespace hpvm

#endif // HPVM_HPVMCC_BACKENDREMARKS_H
