//===- PragmaRewriter.cpp - #pragma hpvm to HPVM-C ------------------------===//
//
// The rewriter stage in one function: parse the main file with the `hpvm`
// pragma handler (PragmaParser), recover the graphs and data regions from
// the AST (GraphBuilder), relate the regions to the graphs in them
// (DataRegions), check code variants and tunable parameters (GraphVariants),
// describe their data movement for --hpvm-report (MemoryReport), print them
// as HPVM-C (HPVMCPrinter). The parse is a
// syntax-only run of a copy of the driver's invocation with warnings off: the
// driver's later compile of the rewritten file reports them.
//
//===----------------------------------------------------------------------===//
#include "rewriter/PragmaRewriter.h"

#include "rewriter/DataRegions.h"
#include "rewriter/GraphBuilder.h"
#include "rewriter/GraphVariants.h"
#include "rewriter/HPVMCPrinter.h"
#include "rewriter/HPVMScan.h"
#include "rewriter/MemoryReport.h"
#include "rewriter/PragmaParser.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Frontend/TextDiagnosticPrinter.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace hpvm {

namespace {

/// What one run of the rewriter finds and produces.
struct RewriteState {
  const RewriterOptions &Options;
  DirectiveTable Directives;
  /// Whether the main file names an HPVM-C entry point.
  bool UsesHPVMCAPI = false;
  std::optional<RewriteResult> Result;
};

class RewriterConsumer : public ASTConsumer {
public:
  explicit RewriterConsumer(RewriteState &State) : State(State) {}

  /// Bodies in system headers need no analysis unless they hold graphs:
  /// not parsing them saves most of the rewriter's time on headers such as
  /// <vector>. (Sema still parses constexpr functions and those with a
  /// deduced return type, which later code may need.)
  bool shouldSkipFunctionBody(Decl *D) override {
    const SourceManager &SM = D->getASTContext().getSourceManager();
    SourceLocation Loc = SM.getExpansionLoc(D->getLocation());
    if (!SM.isInSystemHeader(Loc))
      return false;
    // A header library of pragma kernels may be a system header (-isystem).
    FileID File = SM.getFileID(Loc);
    auto [It, New] = MayHoldPragmas.insert({File, false});
    if (New)
      It->second = SM.getBufferData(File).contains("hpvm");
    return !It->second;
  }

  void HandleTranslationUnit(ASTContext &Ctx) override {
    if (Ctx.getDiagnostics().hasErrorOccurred())
      return;
    if (State.Directives.empty()) {
      // Plain C++, or HPVM-C written by hand: nothing to rewrite.
      RewriteResult R;
      R.UsesHPVM = State.UsesHPVMCAPI;
      if (R.UsesHPVM)
        R.Source = Ctx.getSourceManager()
                       .getBufferData(Ctx.getSourceManager().getMainFileID())
                       .str();
      State.Result = std::move(R);
      return;
    }
    // Graphs are in the declarations of this parse. Those loaded from a
    // precompiled preamble hold none (hpvmcc/SharedPreamble.h), and a walk
    // over them (a parent map) would load them all.
    std::vector<Decl *> Parsed;
    for (Decl *D : Ctx.getTranslationUnitDecl()->noload_decls())
      if (!D->isFromASTFile())
        Parsed.push_back(D);
    Ctx.setTraversalScope(Parsed);
    std::vector<TargetKind> Defaults;
    for (const std::string &T : State.Options.DefaultTargets) {
      std::optional<TargetKind> K = parseTarget(T);
      assert(K && "the driver validates --hpvm-targets");
      if (K && !llvm::is_contained(Defaults, *K))
        Defaults.push_back(*K);
    }
    if (Defaults.empty())
      Defaults.push_back(TargetKind::CPU);
    std::vector<std::unique_ptr<Graph>> Graphs;
    std::vector<std::unique_ptr<DataRegion>> Regions;
    if (!buildGraphs(Ctx, State.Directives, Defaults, Graphs, Regions))
      return;
    // Must run after the graphs are built: it reads their extents.
    if (!bindDataRegions(Ctx, State.Directives, Graphs, Regions))
      return;
    if (!bindVariants(Ctx, Graphs))
      return;
    // Must run after bindDataRegions: a region's arrays are not the graph's
    // to move.
    std::vector<std::string> Remarks;
    if (State.Options.Report)
      Remarks = describeDataMovement(Ctx, Graphs, Regions);
    State.Result =
        printHPVMC(Ctx, Graphs, Regions, State.Options.APIIncluded);
    if (State.Result)
      State.Result->Remarks = std::move(Remarks);
  }

private:
  RewriteState &State;
  /// System headers that name hpvm somewhere, whose bodies are parsed.
  llvm::DenseMap<FileID, bool> MayHoldPragmas;
};

class RewriterAction : public ASTFrontendAction {
public:
  explicit RewriterAction(RewriteState &State) : State(State) {}

protected:
  /// As a prefix of a translation unit, the source is parsed without what
  /// clang does at its end: bodies of implicit instantiations, used vtables.
  /// They matter to code generation and its diagnostics, which the compile
  /// of the rewritten source gives (and the headers of a precompiled
  /// preamble hold many pending instantiations).
  TranslationUnitKind getTranslationUnitKind() override { return TU_Prefix; }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    Preprocessor &PP = CI.getPreprocessor();
    SourceManager &SM = CI.getSourceManager();
    addHPVMPragmaHandler(PP, State.Directives, [this, &SM](const Token &Tok) {
      if (!State.UsesHPVMCAPI && Tok.is(tok::identifier) &&
          namesHPVMCAPI(SM, Tok))
        State.UsesHPVMCAPI = true;
    });
    return std::make_unique<RewriterConsumer>(State);
  }

private:
  RewriteState &State;
};

} // namespace

std::optional<RewriteResult>
rewritePragmas(const CompilerInvocation &Invocation,
               const RewriterOptions &Options) {
  auto Inv = std::make_shared<CompilerInvocation>(Invocation);
  // Only parse: no dependency file, no output, no warnings (the driver's
  // compile of the rewritten file reports them), errors as usual.
  Inv->getDependencyOutputOpts() = DependencyOutputOptions();
  FrontendOptions &FE = Inv->getFrontendOpts();
  FE.ProgramAction = frontend::ParseSyntaxOnly;
  FE.SkipFunctionBodies = true; // as RewriterConsumer decides
  FE.OutputFile.clear();
  Inv->getDiagnosticOpts().IgnoreWarnings = true;

  CompilerInstance CI;
  CI.setInvocation(Inv);
  if (Options.Diagnostics)
    CI.createDiagnostics(Options.Diagnostics, /*ShouldOwnClient=*/false);
  else
    CI.createDiagnostics(
        new TextDiagnosticPrinter(llvm::errs(), &CI.getDiagnosticOpts()),
        /*ShouldOwnClient=*/true);
  if (!CI.hasDiagnostics())
    return std::nullopt;
  if (Options.FileSystem)
    CI.createFileManager(Options.FileSystem);

  RewriteState State{Options, {}, false, std::nullopt};
  RewriterAction Action(State);
  if (!CI.ExecuteAction(Action) || CI.getDiagnostics().hasErrorOccurred())
    return std::nullopt;
  return std::move(State.Result);
}

} // namespace hpvm
