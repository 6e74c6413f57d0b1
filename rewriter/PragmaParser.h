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
// in a block, so the marker parses wherever a pragma line can appear.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_PRAGMAPARSER_H
#define HPVM_REWRITER_PRAGMAPARSER_H

#include "rewriter/Directive.h"

#include "clang/AST/DeclCXX.h"
#include "clang/Lex/Preprocessor.h"

namespace hpvm {

/// Registers the `hpvm` pragma handler on \p PP; parsed directives are
/// appended to \p Table, which must outlive the preprocessor's use.
void addHPVMPragmaHandler(clang::Preprocessor &PP, DirectiveTable &Table);

/// If \p D is a marker, the index of its directive in the table.
std::optional<unsigned> markerIndex(const clang::Decl *D);

/// Fills \p Dir.Exprs from the expressions of its \p Marker.
void readMarkerExprs(Directive &Dir, const clang::StaticAssertDecl &Marker);

} // namespace hpvm

#endif // HPVM_REWRITER_PRAGMAPARSER_H
