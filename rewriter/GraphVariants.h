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

} // namespace hpvm

#endif // HPVM_REWRITER_GRAPHVARIANTS_H
