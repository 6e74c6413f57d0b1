//===- AutoOffload.cpp - --hpvm-auto: parallel loops become graphs --------===//
//
// Three steps: the sequential IR (clang, unoptimised, with line tables and
// value names) goes to Polly (PollyLoops); a syntax-only parse of the same
// file finds each loop Polly judged by its location and what the rewriter
// needs of it (SourceLoop); OffloadPlan decides, and the offloaded nests get
// their pragmas written in front of them. A `#line` after the inserted lines
// keeps every later location where the user wrote it.
//
//===----------------------------------------------------------------------===//
#include "autooffload/AutoOffload.h"

#include "autooffload/OffloadPlan.h"
#include "autooffload/PollyLoops.h"

#include "clang/AST/ASTConsumer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/CodeGen/CodeGenAction.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Rewrite/Core/Rewriter.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Regex.h"

#include <map>

using namespace clang;

namespace hpvm {
namespace {

/// One `#pragma hpvm` line of the main file.
struct PragmaLine {
  unsigned Line;
  std::string Word; // auto, noauto, graph, node, ...
  SourceRange Range;
};

/// Records `#pragma hpvm` lines; the rewriter parses them later.
class PragmaRecorder : public PragmaHandler {
public:
  explicit PragmaRecorder(std::vector<PragmaLine> &Lines)
      : PragmaHandler("hpvm"), Lines(Lines) {}

  void HandlePragma(Preprocessor &PP, PragmaIntroducer Introducer,
                    Token &) override {
    SourceManager &SM = PP.getSourceManager();
    PragmaLine P{SM.getExpansionLineNumber(Introducer.Loc),
                 "",
                 {Introducer.Loc, Introducer.Loc}};
    Token Tok;
    for (PP.Lex(Tok); Tok.isNot(tok::eod) && Tok.isNot(tok::eof); PP.Lex(Tok)) {
      if (P.Word.empty())
        P.Word = PP.getSpelling(Tok);
      P.Range.setEnd(Tok.getLocation());
    }
    if (SM.isInMainFile(SM.getExpansionLoc(Introducer.Loc)))
      Lines.push_back(std::move(P));
  }

private:
  std::vector<PragmaLine> &Lines;
};

const Expr *bare(const Expr *E) { return E->IgnoreParenImpCasts(); }

const VarDecl *varOf(const Expr *E) {
  if (const auto *R = dyn_cast<DeclRefExpr>(bare(E)))
    return dyn_cast<VarDecl>(R->getDecl());
  return nullptr;
}

/// The counter of a loop in the rewriter's canonical form, or null with
/// the reason in \p Why.
const VarDecl *canonicalCounter(const ForStmt &F, std::string &Why) {
  const VarDecl *Var = nullptr;
  if (const auto *D = dyn_cast_or_null<DeclStmt>(F.getInit())) {
    if (D->isSingleDecl())
      Var = dyn_cast<VarDecl>(D->getSingleDecl());
  } else if (const auto *A = dyn_cast_or_null<BinaryOperator>(F.getInit())) {
    if (A->getOpcode() == BO_Assign)
      Var = varOf(A->getLHS());
  }
  Why = "it is not a canonical loop (one integer counter, compared with < "
        "<= > >= and stepped by ++ -- += -=)";
  if (!Var || !Var->getType()->isIntegerType())
    return nullptr;
  const auto *C = dyn_cast_or_null<BinaryOperator>(F.getCond());
  if (!C || !C->isRelationalOp() ||
      (varOf(C->getLHS()) != Var && varOf(C->getRHS()) != Var))
    return nullptr;
  if (const auto *U = dyn_cast_or_null<UnaryOperator>(F.getInc())) {
    if (U->isIncrementDecrementOp() && varOf(U->getSubExpr()) == Var)
      return Var;
  } else if (const auto *A =
                 dyn_cast_or_null<CompoundAssignOperator>(F.getInc())) {
    if ((A->getOpcode() == BO_AddAssign || A->getOpcode() == BO_SubAssign) &&
        varOf(A->getLHS()) == Var)
      return Var;
  }
  return nullptr;
}

/// The first variable declared outside \p Loop that its body assigns.
class OuterWrites : public RecursiveASTVisitor<OuterWrites> {
public:
  OuterWrites(const ForStmt &Loop, const SourceManager &SM)
      : Loop(Loop), SM(SM) {}

  std::string Found;

  bool VisitBinaryOperator(BinaryOperator *B) {
    if (B->isAssignmentOp())
      check(B->getLHS());
    return Found.empty();
  }
  bool VisitUnaryOperator(UnaryOperator *U) {
    if (U->isIncrementDecrementOp())
      check(U->getSubExpr());
    return Found.empty();
  }

private:
  const ForStmt &Loop;
  const SourceManager &SM;

  void check(const Expr *LHS) {
    const VarDecl *V = varOf(LHS);
    if (!V || !V->hasLocalStorage())
      return;
    SourceLocation At = V->getLocation();
    if (SM.isBeforeInTranslationUnit(At, Loop.getBeginLoc()) ||
        SM.isBeforeInTranslationUnit(Loop.getEndLoc(), At))
      Found = V->getName().str();
  }
};

/// The variables an expression reads.
class VariablesRead : public RecursiveASTVisitor<VariablesRead> {
public:
  std::vector<const VarDecl *> Found;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *V = dyn_cast<VarDecl>(E->getDecl()))
      Found.push_back(V);
    return true;
  }
};

/// Whether a function body calls the HPVM-C API (__hpvm__*, llvm_hpvm_*).
class HPVMCCalls : public RecursiveASTVisitor<HPVMCCalls> {
public:
  bool Found = false;

  bool VisitCallExpr(CallExpr *E) {
    if (const FunctionDecl *Callee = E->getDirectCallee())
      if (const IdentifierInfo *Name = Callee->getIdentifier())
        Found |= Name->getName().starts_with("__hpvm__") ||
                 Name->getName().starts_with("llvm_hpvm_");
    return !Found;
  }
};

/// The loop directly in \p F's body when the body is that loop alone.
const ForStmt *onlyInnerLoop(const ForStmt &F) {
  const Stmt *Body = F.getBody();
  if (const auto *C = dyn_cast<CompoundStmt>(Body)) {
    if (C->size() != 1)
      return nullptr;
    Body = C->body_front();
  }
  return dyn_cast<ForStmt>(Body);
}

/// Every `for` of the main file by (line, column), and function bodies.
class LoopFinder : public RecursiveASTVisitor<LoopFinder> {
public:
  explicit LoopFinder(const SourceManager &SM) : SM(SM) {}

  std::map<std::pair<unsigned, unsigned>, const ForStmt *> Loops;
  std::vector<const FunctionDecl *> Functions;

  bool VisitForStmt(ForStmt *F) {
    SourceLocation At = F->getForLoc();
    if (At.isFileID() && SM.isInMainFile(At))
      Loops.try_emplace(
          {SM.getSpellingLineNumber(At), SM.getSpellingColumnNumber(At)}, F);
    return true;
  }
  bool VisitFunctionDecl(FunctionDecl *F) {
    if (F->doesThisDeclarationHaveABody() &&
        SM.isInMainFile(SM.getExpansionLoc(F->getBeginLoc())))
      Functions.push_back(F);
    return true;
  }

private:
  const SourceManager &SM;
};

/// Does the parse, the plan and the edits once the AST is complete.
class AutoConsumer : public ASTConsumer {
public:
  AutoConsumer(const std::vector<LoopVerdict> &Verdicts,
               const std::vector<PragmaLine> &Pragmas,
               const AutoOffloadOptions &Options,
               std::optional<std::string> &Result)
      : Verdicts(Verdicts), Pragmas(Pragmas), Options(Options), Result(Result) {
  }

  void HandleTranslationUnit(ASTContext &Ctx) override;

private:
  const std::vector<LoopVerdict> &Verdicts;
  const std::vector<PragmaLine> &Pragmas;
  const AutoOffloadOptions &Options;
  std::optional<std::string> &Result;

  SourceLoop describe(ASTContext &Ctx, const LoopFinder &Finder,
                      const LoopVerdict &V) const;
};

SourceLoop AutoConsumer::describe(ASTContext &Ctx, const LoopFinder &Finder,
                                  const LoopVerdict &V) const {
  const SourceManager &SM = Ctx.getSourceManager();
  SourceLoop S;
  auto It = Finder.Loops.find({V.Line, V.Column});
  if (It == Finder.Loops.end()) {
    S.NotCanonical = "it is not a 'for' loop";
    return S;
  }
  const ForStmt &F = *It->second;
  const VarDecl *Counter = canonicalCounter(F, S.NotCanonical);
  S.Canonical = Counter != nullptr;
  if (Counter) {
    S.Counter = Counter->getName().str();
    VariablesRead Reads;
    for (const Stmt *Part :
         {F.getInit(), static_cast<const Stmt *>(F.getCond()),
          static_cast<const Stmt *>(F.getInc())})
      Reads.TraverseStmt(const_cast<Stmt *>(Part));
    for (const VarDecl *V : Reads.Found)
      if (V != Counter)
        S.BoundVariables.push_back(V->getName().str());
  }
  FileID File = SM.getFileID(F.getForLoc());
  StringRef Before = SM.getBufferData(File).substr(
      SM.getFileOffset(SM.translateLineCol(File, V.Line, 1)), V.Column - 1);
  S.BeginsLine = Before.trim().empty();
  if (S.Canonical && !S.BeginsLine) {
    S.Canonical = false;
    S.NotCanonical = "it does not begin its line";
  }
  S.PerfectlyNests = onlyInnerLoop(F) != nullptr;
  OuterWrites Writes(F, SM);
  Writes.TraverseStmt(const_cast<Stmt *>(F.getBody()));
  S.WritesOuterScalar = Writes.Found;
  for (const PragmaLine &P : Pragmas) {
    if (P.Line + 1 == V.Line) {
      S.MarkedAuto |= P.Word == "auto";
      S.MarkedNoAuto |= P.Word == "noauto";
    }
  }
  for (const FunctionDecl *Fn : Finder.Functions) {
    SourceRange Body = Fn->getBody()->getSourceRange();
    if (SM.isBeforeInTranslationUnit(F.getForLoc(), Body.getBegin()) ||
        SM.isBeforeInTranslationUnit(Body.getEnd(), F.getForLoc()))
      continue;
    for (const PragmaLine &P : Pragmas)
      if (P.Word != "auto" && P.Word != "noauto" &&
          !SM.isBeforeInTranslationUnit(P.Range.getBegin(), Body.getBegin()) &&
          !SM.isBeforeInTranslationUnit(Body.getEnd(), P.Range.getBegin()))
        S.InAnnotatedFunction = true;
    HPVMCCalls Calls;
    Calls.TraverseStmt(Fn->getBody());
    S.InHPVMCFunction |= Calls.Found;
    for (const ParmVarDecl *Param : Fn->parameters()) {
      QualType T = Param->getType();
      if (!T->isPointerType())
        continue;
      QualType Pointee = T->getPointeeType();
      // A template's parameters may have no size yet.
      unsigned Bytes = Pointee->isObjectType() &&
                               !Pointee->isIncompleteType() &&
                               !Pointee->isDependentType()
                           ? Ctx.getTypeSizeInChars(Pointee).getQuantity()
                           : 0;
      S.PointeeBytes.push_back({Param->getName().str(), Bytes});
    }
  }
  return S;
}

/// Where the text after loop \p F goes: after its last token (of a macro
/// call, when the body ends in one), and after a `;` that ends its body
/// statement.
SourceLocation afterLoop(const ForStmt &F, const SourceManager &SM,
                         const LangOptions &LO) {
  SourceLocation End = SM.getExpansionRange(F.getEndLoc()).getEnd();
  SourceLocation AfterSemi =
      Lexer::findLocationAfterToken(End, tok::semi, SM, LO, false);
  if (AfterSemi.isValid() && !isa<CompoundStmt>(F.getBody()))
    return AfterSemi;
  return Lexer::getLocForEndOfToken(End, 0, SM, LO);
}

void AutoConsumer::HandleTranslationUnit(ASTContext &Ctx) {
  if (Ctx.getDiagnostics().hasErrorOccurred())
    return;
  SourceManager &SM = Ctx.getSourceManager();
  LoopFinder Finder(SM);
  Finder.TraverseDecl(Ctx.getTranslationUnitDecl());
  std::vector<SourceLoop> Source;
  for (const LoopVerdict &V : Verdicts)
    Source.push_back(describe(Ctx, Finder, V));
  std::vector<LoopDecision> Decisions =
      planOffload(Verdicts, Source, Options.MarkedOnly, Options.Targets);

  // One decision per source loop: the copies of a template's loop must
  // agree, since the pragma is written once for all of them.
  std::map<std::pair<unsigned, unsigned>, const LoopDecision *> ByLoc;
  std::map<std::pair<unsigned, unsigned>, bool> Disagree;
  for (const LoopDecision &D : Decisions) {
    std::pair<unsigned, unsigned> Loc{Verdicts[D.Loop].Line,
                                      Verdicts[D.Loop].Column};
    auto [It, New] = ByLoc.try_emplace(Loc, &D);
    if (!New && (It->second->Parallel != D.Parallel ||
                 It->second->DataRegion != D.DataRegion ||
                 It->second->Clauses != D.Clauses))
      Disagree[Loc] = true;
  }

  Rewriter R(SM, Ctx.getLangOpts());
  FileID Main = SM.getMainFileID();
  DiagnosticsEngine &Diags = Ctx.getDiagnostics();
  unsigned RemarkID = Diags.getCustomDiagID(DiagnosticsEngine::Remark, "%0");
  for (auto &[Loc, D] : ByLoc) {
    SourceLocation At = SM.translateLineCol(Main, Loc.first, Loc.second);
    std::string Remark = D->Remark;
    if (Disagree.count(Loc))
      Remark = "loop not offloaded: its copies (template instances) differ";
    if (Options.Report)
      Diags.Report(At, RemarkID) << Remark;
    if ((!D->Parallel && !D->DataRegion) || Disagree.count(Loc))
      continue;
    PresumedLoc P = SM.getPresumedLoc(At);
    std::string Name;
    for (char C : StringRef(P.getFilename())) {
      if (C == '"' || C == '\\')
        Name += '\\';
      Name += C;
    }
    std::string Line =
        "#line " + std::to_string(P.getLine()) + " \"" + Name + "\"\n";
    SourceLocation LineStart = SM.translateLineCol(Main, Loc.first, 1);
    // Braces around what is written make it one statement wherever the
    // loop was one (the body of an `if` without braces). The outer loop of
    // a region comes first, and its closing brace must stay after those of
    // the nests that may end where it ends: each closing goes before the
    // ones already there.
    const ForStmt &F = *Finder.Loops.at(Loc);
    SourceLocation After = afterLoop(F, SM, Ctx.getLangOpts());
    if (D->DataRegion) {
      R.InsertTextBefore(LineStart,
                         "{\n#pragma hpvm data " + D->Clauses + "\n" + Line);
      R.InsertTextBefore(After, "}");
      continue;
    }
    R.InsertTextBefore(LineStart, "{\n#pragma hpvm graph " + D->Clauses +
                                      "\n{\n#pragma hpvm node parallel(" +
                                      std::to_string(D->Parallel) + ")\n" +
                                      Line);
    R.InsertTextBefore(After, "}}");
  }
  // The rewriter ignores these pragmas; the compile after it should not
  // see them either.
  for (const PragmaLine &P : Pragmas)
    if (P.Word == "auto" || P.Word == "noauto")
      R.RemoveText(CharSourceRange::getTokenRange(P.Range));
  if (const RewriteBuffer *Buffer = R.getRewriteBufferFor(Main))
    Result = std::string(Buffer->begin(), Buffer->end());
  else
    Result = SM.getBufferData(Main).str();
}

class AutoAction : public ASTFrontendAction {
public:
  AutoAction(const std::vector<LoopVerdict> &Verdicts,
             const AutoOffloadOptions &Options,
             std::optional<std::string> &Result)
      : Verdicts(Verdicts), Options(Options), Result(Result) {}

protected:
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    CI.getPreprocessor().AddPragmaHandler(new PragmaRecorder(Pragmas));
    return std::make_unique<AutoConsumer>(Verdicts, Pragmas, Options, Result);
  }

private:
  const std::vector<LoopVerdict> &Verdicts;
  const AutoOffloadOptions &Options;
  std::optional<std::string> &Result;
  std::vector<PragmaLine> Pragmas;
};

/// A copy of \p Inv that prints errors only and writes nothing.
std::shared_ptr<CompilerInvocation> quietCopy(const CompilerInvocation &Inv) {
  auto Copy = std::make_shared<CompilerInvocation>(Inv);
  Copy->getDependencyOutputOpts() = DependencyOutputOptions();
  Copy->getFrontendOpts().OutputFile.clear();
  Copy->getDiagnosticOpts().IgnoreWarnings = true;
  return Copy;
}

/// The source as clang compiles it without pragmas, before optimisation, as
/// Polly reads it: line tables for the loops' locations, value names for
/// the arrays' and parameters' names, no optnone.
std::unique_ptr<llvm::Module> sequentialIR(const CompilerInvocation &Inv,
                                           llvm::LLVMContext &Ctx) {
  std::shared_ptr<CompilerInvocation> Copy = quietCopy(Inv);
  CodeGenOptions &CG = Copy->getCodeGenOpts();
  CG.DisableLLVMPasses = true;
  CG.DisableO0ImplyOptNone = true;
  CG.DiscardValueNames = false;
  if (CG.getDebugInfo() == llvm::codegenoptions::NoDebugInfo)
    CG.setDebugInfo(llvm::codegenoptions::DebugLineTablesOnly);
  CompilerInstance CI;
  CI.setInvocation(Copy);
  CI.createDiagnostics();
  EmitLLVMOnlyAction Action(&Ctx);
  if (!CI.ExecuteAction(Action))
    return nullptr;
  return Action.takeModule();
}

} // namespace

bool marksLoopsForOffload(llvm::StringRef Path) {
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> File =
      llvm::MemoryBuffer::getFile(Path);
  if (!File)
    return false; // clang reports it
  static const llvm::Regex Marker(
      "^[ \t]*#[ \t]*pragma[ \t]+hpvm[ \t]+auto[ \t]*$");
  llvm::SmallVector<llvm::StringRef> Lines;
  (*File)->getBuffer().split(Lines, '\n');
  return llvm::any_of(Lines, [](llvm::StringRef Line) {
    return Marker.match(Line.rtrim('\r'));
  });
}

std::optional<std::string> autoOffload(const CompilerInvocation &Invocation,
                                       const AutoOffloadOptions &Options) {
  llvm::LLVMContext Ctx;
  std::unique_ptr<llvm::Module> M = sequentialIR(Invocation, Ctx);
  if (!M)
    return std::nullopt;
  std::vector<LoopVerdict> Verdicts = analyzeLoopsWithPolly(
      *M, Invocation.getFrontendOpts().Inputs[0].getFile());

  std::shared_ptr<CompilerInvocation> Copy = quietCopy(Invocation);
  Copy->getFrontendOpts().ProgramAction = frontend::ParseSyntaxOnly;
  CompilerInstance CI;
  CI.setInvocation(Copy);
  CI.createDiagnostics();
  std::optional<std::string> Result;
  AutoAction Action(Verdicts, Options, Result);
  if (!CI.ExecuteAction(Action))
    return std::nullopt;
  return Result;
}

} // namespace hpvm
