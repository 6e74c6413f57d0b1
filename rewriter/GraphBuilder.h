//===- GraphBuilder.h - AST with pragma markers to graph model --*- C++ -*-===//
//
// Recovers the dataflow graphs of the main file from the marker declarations
// the pragma handler left in the AST (see PragmaParser.h): matches each
// directive to the statement after it, checks loop nests, captures and
// clauses, decides node inputs and outputs, and wires children to their
// parents and to each other (inferred and explicit edges, allocation nodes).
// Every violation of the pragma language is reported here as a located
// diagnostic.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_GRAPHBUILDER_H
#define HPVM_REWRITER_GRAPHBUILDER_H

#include "rewriter/Directive.h"
#include "rewriter/GraphModel.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/ArrayRef.h"

#include <memory>
#include <vector>

namespace hpvm {

/// Builds the graphs of \p Ctx's main file, in source order, into \p Graphs,
/// and its `data` regions, with their items, into \p Regions. Graphs without
/// target(...) use \p DefaultTargets. Returns false after reporting errors.
bool buildGraphs(clang::ASTContext &Ctx, DirectiveTable &Table,
                 llvm::ArrayRef<TargetKind> DefaultTargets,
                 std::vector<std::unique_ptr<Graph>> &Graphs,
                 std::vector<std::unique_ptr<DataRegion>> &Regions);

} // namespace hpvm

#endif // HPVM_REWRITER_GRAPHBUILDER_H
