//===- Diagnostics.cpp - the rewriter's user-facing diagnostics -----------===//
//
// Registers the messages of Diagnostics.def as custom diagnostic IDs, once per
// DiagnosticsEngine.
//
//===----------------------------------------------------------------------===//
#include "rewriter/Diagnostics.h"

#include "clang/Basic/DiagnosticIDs.h"

using namespace clang;

namespace hpvm {

namespace {

struct DiagInfo {
  DiagnosticIDs::Level Level;
  const char *Message;
};

constexpr DiagInfo DiagTable[] = {
#define HPVM_DIAG(Name, Level, Message) {DiagnosticIDs::Level, Message},
#include "rewriter/Diagnostics.def"
#undef HPVM_DIAG
};

} // namespace

DiagnosticBuilder report(DiagnosticsEngine &Diags, SourceLocation Loc, Diag D) {
  const DiagInfo &Info = DiagTable[static_cast<unsigned>(D)];
  // getCustomDiagID returns the same ID for the same level and message, so
  // registering on every report is cheap and needs no per-engine state.
  unsigned ID =
      Diags.getDiagnosticIDs()->getCustomDiagID(Info.Level, Info.Message);
  return Diags.Report(Loc, ID);
}

bool isNote(Diag D) {
  return DiagTable[static_cast<unsigned>(D)].Level == DiagnosticIDs::Note;
}

} // namespace hpvm
