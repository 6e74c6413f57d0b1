//===- AutoParams.cpp - names for invented template parameters ------------===//
//
// The AST's invented parameters get their names in place (NamedDecl::
// setDeclName), so that every type printed from then on, and the template
// arguments of node functions, spell them. Nothing after the rewriter reads
// this AST: the rewritten file is parsed anew.
//
//===----------------------------------------------------------------------===//
#include "rewriter/AutoParams.h"

#include "clang/AST/ASTLambda.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace hpvm {
namespace {

/// The `auto` token of an invented parameter whose declaration (its
/// constraint, if any, then `auto`) begins at \p Loc.
std::optional<Token> autoToken(const ASTContext &Ctx, SourceLocation Loc) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (unsigned I = 0; I < 64 && Loc.isFileID(); ++I) {
    Token Tok;
    if (Lexer::getRawToken(Loc, Tok, SM, Ctx.getLangOpts(),
                           /*IgnoreWhiteSpace=*/true))
      return std::nullopt;
    if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == "auto")
      return Tok;
    Loc = Tok.getEndLoc();
  }
  return std::nullopt;
}

/// Where the header of \p FD gets \p Params, as an edit. \p Explicit:
/// whether it has parameters of its own (invented ones follow them).
SourceEdit headerEdit(const ASTContext &Ctx, const FunctionDecl *FD,
                      const TemplateParameterList &TPL, bool Explicit,
                      const std::string &Params) {
  if (Explicit)
    return {TPL.getRAngleLoc(), TPL.getRAngleLoc(), ", " + Params};
  if (isLambdaCallOperator(FD)) {
    // `[...]<...>(...)`: C++20, an extension before.
    SourceLocation LParen = FD->getFunctionTypeLoc().getLParenLoc();
    std::string List = "<" + Params + ">";
    if (!Ctx.getLangOpts().CPlusPlus20)
      List = "_Pragma(\"clang diagnostic push\") _Pragma(\"clang diagnostic "
             "ignored \\\"-Wc++20-extensions\\\"\")" +
             List + "_Pragma(\"clang diagnostic pop\")";
    return {LParen, LParen, List};
  }
  return {FD->getBeginLoc(), FD->getBeginLoc(), "template <" + Params + "> "};
}

} // namespace

SourceLocation nameAutoParams(ASTContext &Ctx, const FunctionDecl *Fn,
                              AutoParamNames &Names,
                              std::vector<SourceEdit> &Edits) {
  const SourceManager &SM = Ctx.getSourceManager();
  for (const DeclContext *DC = Fn; DC && !DC->isFileContext();
       DC = DC->getLexicalParent()) {
    const auto *FD = dyn_cast<FunctionDecl>(DC);
    if (!FD || Names.Done.count(FD))
      continue;
    const FunctionTemplateDecl *FT = FD->getDescribedFunctionTemplate();
    if (!FT)
      continue;
    const TemplateParameterList &TPL = *FT->getTemplateParameters();
    bool Explicit =
        llvm::any_of(TPL, [](const NamedDecl *P) { return !P->isImplicit(); });
    std::vector<SourceEdit> Renames;
    std::string Params;
    for (NamedDecl *P : TPL) {
      auto *TP = dyn_cast<TemplateTypeParmDecl>(P);
      if (!TP || !TP->isImplicit())
        continue;
      // Its declaration begins with its constraint, if any, which goes to
      // the header.
      const TypeConstraint *TC = TP->getTypeConstraint();
      SourceLocation Begin =
          TC ? TC->getConceptReference()->getBeginLoc() : TP->getBeginLoc();
      std::optional<Token> Auto = autoToken(Ctx, Begin);
      if (!Auto)
        return TP->getBeginLoc();
      std::string Name = "__hpvm_auto" + std::to_string(TP->getDepth()) + "_" +
                         std::to_string(TP->getIndex());
      std::string Kind =
          TC ? Lexer::getSourceText(
                   CharSourceRange::getCharRange(Begin, Auto->getLocation()),
                   SM, Ctx.getLangOpts())
                   .rtrim()
                   .str()
             : "typename";
      std::string Declaration =
          Kind + (TP->isParameterPack() ? "... " : " ") + Name;
      Renames.push_back({Begin, Auto->getEndLoc(), Name});
      Params += (Params.empty() ? "" : ", ") + Declaration;
      Names.Declarations[TP] = Declaration;
      // Types print an invented parameter as `auto`, a named one by name.
      TP->setDeclName(&Ctx.Idents.get(Name));
      TP->setImplicit(false);
    }
    Names.Done.insert(FD);
    if (Params.empty())
      continue;
    SourceEdit Header = headerEdit(Ctx, FD, TPL, Explicit, Params);
    if (!Header.Begin.isFileID())
      return Header.Begin;
    Edits.push_back(Header);
    Edits.insert(Edits.end(), Renames.begin(), Renames.end());
  }
  return SourceLocation();
}

} // namespace hpvm
