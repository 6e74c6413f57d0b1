//===- GraphVariants.h - variant(...) and tunable(...) of graphs -*- C++
//-*-===//
//
// Code variants: graphs of one name in one function, each with its own
// `variant(ID)`, are alternative implementations of that graph, of which the
// runtime runs the one a configuration chooses (the first by default);
// `tunable(VAR: v1, v2, ...)` lets a configuration set an integer variable to
// one of its candidate values before the graph runs. Every variant and every
// candidate is compiled in; hpvm-tune measures them in the built program.
// Here the clauses are checked and each graph gets its variant group and its
// tunable variables (Graph::Variants, Graph::Tunables).
//
// A node may have variants too: consecutive sibling nodes of one name, each
// with its own `variant(ID)`. The graph builder then builds the graph once
// per combination of its nodes' variants (Graph::NodeChoices), and the
// runtime runs the combination the configuration chooses ("<graph>.<node> =
// ID"); here the variants of one node are checked.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_GRAPHVARIANTS_H
#define HPVM_REWRITER_GRAPHVARIANTS_H

#include "rewriter/GraphModel.h"

#include "clang/AST/ASTContext.h"

#include <memory>
#include <vector>

namespace hpvm {

/// Fills Graph::Variants and Graph::Tunables of \p Graphs. Returns false
/// after reporting errors.
bool bindVariants(clang::ASTContext &Ctx,
                  std::vector<std::unique_ptr<Graph>> &Graphs);

/// Checks the consecutive `#pragma hpvm node name(N) variant(V)` directives
/// \p Members of one node: distinct variant names, the same data clauses
/// (sections as written, in any order), no reduction. Returns false after
/// reporting errors.
bool checkNodeVariants(clang::ASTContext &Ctx,
                       llvm::ArrayRef<const Directive *> Members);

} // namespace hpvm

#endif // HPVM_REWRITER_GRAPHVARIANTS_H
