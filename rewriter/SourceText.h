//===- SourceText.h - source text of AST nodes and pragmas ------*- C++ -*-===//
//
// Helpers shared by the graph builder and the HPVM-C printer to map AST nodes
// and pragmas back to the text of the main file: the file range of a
// statement (with its ';'), the range of a pragma line, the text of a clause
// expression and `#line` directives.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_SOURCETEXT_H
#define HPVM_REWRITER_SOURCETEXT_H

#include "rewriter/Directive.h"

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"

#include <string>

namespace hpvm {

/// The main-file character range of \p S, including a ';' that ends it.
/// Invalid when \p S begins or ends inside a macro expansion.
clang::CharSourceRange stmtFileRange(const clang::ASTContext &Ctx,
                                     const clang::Stmt *S);

/// The main-file character range of a pragma: `#pragma ...` up to the end of
/// its line (not the newline), or `_Pragma("...")` or the macro invocation
/// that expanded to it.
clang::CharSourceRange pragmaFileRange(const clang::ASTContext &Ctx,
                                       const Directive &Dir);

/// The source text of \p E as written (macros unexpanded), or its printed
/// form when it has no contiguous spelling.
std::string exprText(const clang::ASTContext &Ctx, const clang::Expr *E);

/// `#line N "file"` for the line of \p Loc (its expansion), with a newline.
std::string lineDirective(const clang::SourceManager &SM,
                          clang::SourceLocation Loc);

/// The 1-based column of \p Loc's expansion.
unsigned columnOf(const clang::SourceManager &SM, clang::SourceLocation Loc);

/// Wraps \p Text in parentheses unless it is a single identifier or literal.
std::string paren(llvm::StringRef Text);

} // namespace hpvm

#endif // HPVM_REWRITER_SOURCETEXT_H
