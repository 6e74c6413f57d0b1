//===- SourceText.cpp - source text of AST nodes and pragmas --------------===//
//
// Clause expressions are spelled in the pragma line (or, for `_Pragma`, in a
// scratch buffer holding the destringified text); both have contiguous
// spellings, so their text is read from where it is spelled.
//
//===----------------------------------------------------------------------===//
#include "rewriter/SourceText.h"

#include "rewriter/ASTQueries.h"

#include "clang/AST/Expr.h"
#include "clang/AST/StmtOpenMP.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace hpvm {

namespace {

/// Where \p S ends: an OpenMP directive's own range is its pragma line, so
/// it ends where the statement it applies to ends.
SourceLocation stmtEnd(const Stmt *S) {
  while (const auto *D = dyn_cast<OMPExecutableDirective>(S)) {
    if (!D->hasAssociatedStmt())
      break;
    S = D->getAssociatedStmt();
    while (const auto *CS = dyn_cast<CapturedStmt>(S))
      S = CS->getCapturedStmt();
  }
  return S->getEndLoc();
}

} // namespace

CharSourceRange stmtFileRange(const ASTContext &Ctx, const Stmt *S) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(S->getBeginLoc(), stmtEnd(S)), SM, LO);
  if (R.isInvalid())
    return R;
  // A statement that does not end in '}' or ';' (an expression statement,
  // return, do-while) is followed by its ';'.
  std::optional<Token> Next =
      Lexer::findNextToken(R.getEnd().getLocWithOffset(-1), SM, LO);
  if (Next && Next->is(tok::semi) && !isa<CompoundStmt>(S))
    R.setEnd(Next->getEndLoc());
  return R;
}

CharSourceRange pragmaFileRange(const ASTContext &Ctx, const Directive &Dir) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  if (Dir.Loc.isMacroID())
    return SM.getExpansionRange(Dir.Loc);
  if (Dir.IsPragmaOperator) {
    // _Pragma ( "..." )
    SourceLocation End = Dir.Loc;
    for (int I = 0; I < 3; ++I) {
      std::optional<Token> T = Lexer::findNextToken(End, SM, LO);
      if (!T)
        break;
      End = T->getLocation();
    }
    return CharSourceRange::getTokenRange(Dir.Loc, End);
  }
  // The whole directive line, including backslash continuations.
  bool Invalid = false;
  StringRef Buf = SM.getBufferData(SM.getFileID(Dir.Loc), &Invalid);
  assert(!Invalid && "pragma in a file without a buffer");
  unsigned Begin = SM.getFileOffset(Dir.Loc);
  unsigned End = Begin;
  while (End < Buf.size()) {
    char C = Buf[End];
    if (C == '\\' && End + 1 < Buf.size() &&
        (Buf[End + 1] == '\n' || Buf[End + 1] == '\r')) {
      End += Buf.substr(End + 1).starts_with("\r\n") ? 3 : 2;
      continue;
    }
    if (C == '\n' || C == '\r')
      break;
    ++End;
  }
  return CharSourceRange::getCharRange(Dir.Loc,
                                       Dir.Loc.getLocWithOffset(End - Begin));
}

std::string exprText(const ASTContext &Ctx, const Expr *E) {
  const SourceManager &SM = Ctx.getSourceManager();
  const LangOptions &LO = Ctx.getLangOpts();
  std::vector<CharSourceRange> Prefixes = thisPrefixes(E);
  // The text of R, less the `this->` prefixes spelled inside it.
  auto Text = [&](CharSourceRange R) -> std::string {
    bool Invalid = false;
    StringRef T = Lexer::getSourceText(R, SM, LO, &Invalid);
    if (Invalid)
      return "";
    SourceLocation Begin = SM.getSpellingLoc(R.getBegin());
    std::vector<std::pair<unsigned, unsigned>> Cuts;
    for (CharSourceRange P : Prefixes) {
      SourceLocation B = SM.getSpellingLoc(P.getBegin());
      SourceLocation En = SM.getSpellingLoc(P.getEnd());
      if (SM.getFileID(B) != SM.getFileID(Begin) ||
          SM.getFileID(En) != SM.getFileID(Begin))
        continue;
      unsigned From = SM.getFileOffset(B) - SM.getFileOffset(Begin);
      unsigned To = SM.getFileOffset(En) - SM.getFileOffset(Begin);
      if (SM.getFileOffset(B) >= SM.getFileOffset(Begin) && To <= T.size())
        Cuts.push_back({From, To});
    }
    llvm::sort(Cuts);
    std::string Out;
    unsigned Pos = 0;
    for (auto [From, To] : Cuts) {
      Out += T.slice(Pos, From);
      Pos = std::max(Pos, To);
    }
    return Out + T.substr(Pos).str();
  };
  // Clause expressions of `_Pragma("...")` are spelled in scratch space.
  SourceLocation B = SM.getSpellingLoc(E->getBeginLoc());
  SourceLocation En = SM.getSpellingLoc(E->getEndLoc());
  if (E->getBeginLoc().isMacroID() && SM.isWrittenInScratchSpace(B) &&
      SM.getFileID(B) == SM.getFileID(En) &&
      SM.getFileOffset(B) <= SM.getFileOffset(En))
    if (std::string T = Text(CharSourceRange::getTokenRange(B, En)); !T.empty())
      return T;
  CharSourceRange R = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(E->getSourceRange()), SM, LO);
  if (R.isValid())
    if (std::string T = Text(R);
        !T.empty() && !StringRef(T).starts_with("_Pragma"))
      return T;
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  E->printPretty(OS, nullptr, Ctx.getPrintingPolicy());
  return Out;
}

std::string lineDirective(const SourceManager &SM, SourceLocation Loc) {
  PresumedLoc P = SM.getPresumedLoc(SM.getExpansionLoc(Loc));
  std::string Out;
  llvm::raw_string_ostream OS(Out);
  OS << "#line " << P.getLine() << " \"";
  OS.write_escaped(P.getFilename());
  OS << "\"\n";
  return Out;
}

unsigned columnOf(const SourceManager &SM, SourceLocation Loc) {
  return SM.getExpansionColumnNumber(Loc);
}

std::string paren(StringRef Text) {
  Text = Text.trim();
  bool Simple = !Text.empty() && llvm::all_of(Text, [](char C) {
    return llvm::isAlnum(C) || C == '_' || C == '.';
  });
  if (Simple)
    return Text.str();
  return ("(" + Text + ")").str();
}

} // namespace hpvm
