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

using namespace clang;

namespace hpvm {

bool namesHPVMCAPI(const SourceManager &SM, const Token &Tok) {
  StringRef Name = Tok.getIdentifierInfo()->getName();
  return (Name.starts_with("__hpvm__") || Name.starts_with("llvm_hpvm_")) &&
         SM.isInMainFile(SM.getExpansionLoc(Tok.getLocation()));
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
  explicit ScanAction(bool &Seen) : Seen(Seen) {}

protected:
  void ExecuteAction() override {
    Preprocessor &PP = getCompilerInstance().getPreprocessor();
    PP.AddPragmaHandler(new NotingPragmaHandler(Seen));
    const SourceManager &SM = PP.getSourceManager();
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
};

} // namespace

bool mayUseHPVM(const CompilerInvocation &Invocation) {
  auto Inv = std::make_shared<CompilerInvocation>(Invocation);
  Inv->getDependencyOutputOpts() = DependencyOutputOptions();
  FrontendOptions &FE = Inv->getFrontendOpts();
  FE.ProgramAction = frontend::PrintPreprocessedInput;
  FE.OutputFile.clear();
  CompilerInstance CI;
  CI.setInvocation(Inv);
  IgnoringDiagConsumer Quiet;
  CI.createDiagnostics(&Quiet, /*ShouldOwnClient=*/false);
  bool Seen = false;
  ScanAction Action(Seen);
  return !CI.ExecuteAction(Action) || CI.getDiagnostics().hasErrorOccurred() ||
         Seen;
}

} // namespace hpvm
