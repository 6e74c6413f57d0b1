//===- HPVMScan.cpp - does a source use HPVM? -----------------------------===//
//
// A preprocess-only run of a copy of the driver's invocation, with a pragma
// handler for the `hpvm` namespace that only notes that it was called, and a
// token watcher for the HPVM-C API's names.
//
//===----------------------------------------------------------------------===//
#include "rewriter/HPVMScan.h"

#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Lex/Pragma.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace hpvm {

bool namesHPVMCAPI(const SourceManager &SM, const Token &Tok) {
  StringRef Name = Tok.getIdentifierInfo()->getName();
  // VISC, the API's earlier names, too: GenHPVM says how to rename them.
  if (!Name.starts_with("__hpvm__") && !Name.starts_with("llvm_hpvm_") &&
      !Name.starts_with("__visc__") && !Name.starts_with("llvm_visc_"))
    return false;
  SourceLocation Loc = SM.getExpansionLoc(Tok.getLocation());
  if (SM.isInMainFile(Loc))
    return true;
  // A graph may sit in a file the main file includes; the API's own
  // declarations (an hpvm.h or visc.h, ours or a program's copy) do not
  // count.
  OptionalFileEntryRef File = SM.getFileEntryRefForID(SM.getFileID(Loc));
  if (SM.isInSystemHeader(Loc) || !File)
    return false;
  StringRef FileName = llvm::sys::path::filename(File->getName());
  return FileName != "hpvm.h" && FileName != "visc.h";
}

namespace {

class NotingPragmaHandler : public PragmaHandler {
public:
  explicit NotingPragmaHandler(bool &Seen)
      : PragmaHandler("hpvm"), Seen(Seen) {}
  // The preprocessor discards the rest of the line.
  void HandlePragma(Preprocessor &, PragmaIntroducer, Token &) override {
    Seen = true;
  }

private:
  bool &Seen;
};

class ScanAction : public PreprocessorFrontendAction {
public:
  ScanAction(bool &Seen, bool WithNames) : Seen(Seen), WithNames(WithNames) {}

protected:
  void ExecuteAction() override {
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    PP.AddPragmaHandler(noteHPVMPragmas(Seen));
    const SourceManager &SM = PP.getSourceManager();
    if (WithNames)
      PP.setTokenWatcher([this, &SM](const Token &Tok) {
        if (Tok.is(tok::identifier) && namesHPVMCAPI(SM, Tok))
          Seen = true;
      });
    PP.EnterMainSourceFile();
    Token Tok;
    do
      PP.Lex(Tok);
    while (Tok.isNot(tok::eof) && !Seen);
  }

private:
  bool &Seen;
  bool WithNames;
};

/// Preprocesses the source of \p Invocation, quietly, looking for pragmas
/// and, \p WithNames, HPVM-C names. Sets \p Seen if it finds one; returns
/// whether the source preprocessed without errors.
bool scan(const CompilerInvocation &Invocation, bool WithNames, bool &Seen) {
  auto Inv = std::make_shared<CompilerInvocation>(Invocation);
  Inv->getDependencyOutputOpts() = DependencyOutputOptions();
  FrontendOptions &FE = Inv->getFrontendOpts();
  FE.ProgramAction = frontend::PrintPreprocessedInput;
  FE.OutputFile.clear();
  CompilerInstance CI;
  CI.setInvocation(Inv);
  IgnoringDiagConsumer Quiet;
  CI.createDiagnostics(&Quiet, /*ShouldOwnClient=*/false);
  ScanAction Action(Seen, WithNames);
  return CI.ExecuteAction(Action) && !CI.getDiagnostics().hasErrorOccurred();
}

} // namespace

PragmaHandler *noteHPVMPragmas(bool &Seen) {
  return new NotingPragmaHandler(Seen);
}

bool mayUseHPVM(const CompilerInvocation &Invocation) {
  bool Seen = false;
  return !scan(Invocation, /*WithNames=*/true, Seen) || Seen;
}

bool holdsHPVMPragmas(const CompilerInvocation &Invocation) {
  bool Seen = false;
  return scan(Invocation, /*WithNames=*/false, Seen) && Seen;
}

} // namespace hpvm
