//===- PragmaParser.h - the '#pragma hpvm' handler --------------*- C++ -*-===//
//
// A PragmaHandler for the `hpvm` namespace. For each `#pragma hpvm ...` (or
// `_Pragma("hpvm ...")`) it parses the directive and its clauses into a
// Directive, reporting malformed clauses, and injects in place of the pragma
// a marker declaration
//
//   _Static_assert(sizeof((void)(E0), (void)(E1), ..., 0), "__hpvm_pragma_N");
//
// that carries the clause expressions E0, E1, ... (item names, section bounds,
// instance counts) through Sema. The marker thus sits in the AST exactly where
// the pragma was, and its expressions are type-checked with the scope of the
// pragma. A static assertion is a declaration at every scope and a statement
// in a block, so the marker parses wherever a pragma line can appear. A
// `graph`, `node` or `data` pragma that is the braceless body of a `for`,
// `while`, `if`, ... gets braces around its marker and its statement
// (StatementLexer.h).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_PRAGMAPARSER_H
#define HPVM_REWRITER_PRAGMAPARSER_H

#include "rewriter/Directive.h"

#include "clang/AST/DeclCXX.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/FunctionExtras.h"

namespace hpvm {

/// Registers the `hpvm` pragma handler on \p PP; parsed directives are
/// appended to \p Table, which must outlive the preprocessor's use. The
/// handler watches the tokens the parser sees (it takes the preprocessor's
/// token watcher, to know what precedes each pragma: StatementLexer.h);
/// \p OnToken, if set, sees them too.
void addHPVMPragmaHandler(
    clang::Preprocessor &PP, DirectiveTable &Table,
    llvm::unique_function<void(const clang::Token &)> OnToken = {});

/// If \p D is a marker, the index of its directive in the table.
std::optional<unsigned> markerIndex(const clang::Decl *D);

/// Fills \p Dir.Exprs from the expressions of its \p Marker.
void readMarkerExprs(Directive &Dir, const clang::StaticAssertDecl &Marker);

} // namespace hpvm

#endif // HPVM_REWRITER_PRAGMAPARSER_H
