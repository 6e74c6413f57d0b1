//===- HPVMCPrinter.h - graph model to HPVM-C source ------------*- C++ -*-===//
//
// Prints the graphs recovered by the graph builder as HPVM-C (HPVM-C.md) and
// splices them into the files of the translation unit that hold them (the
// main file, and headers: docs/pragmas.md): node functions (static, children before
// parents) before the namespace-scope declaration that holds each graph, host
// code (pack, track, launch, wait, request, untrack, copy outputs back) in
// place of each graph block and `wait` pragma, and the tracking of each
// `data` region around its statement. Text copied from the user's
// file keeps its line numbers through `#line` directives, and so does the
// rest of the file after each inserted chunk.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_HPVMCPRINTER_H
#define HPVM_REWRITER_HPVMCPRINTER_H

#include "rewriter/GraphModel.h"
#include "rewriter/PragmaRewriter.h"

#include "clang/AST/ASTContext.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hpvm {

/// The files of \p Ctx rewritten with \p Graphs and data \p Regions;
/// \p APIIncluded: the parse saw hpvm.h from the command line
/// (RewriterOptions). Returns std::nullopt after reporting a node body it
/// cannot copy.
std::optional<RewriteResult>
printHPVMC(clang::ASTContext &Ctx,
           const std::vector<std::unique_ptr<Graph>> &Graphs,
           const std::vector<std::unique_ptr<DataRegion>> &Regions,
           bool APIIncluded);

} // namespace hpvm

#endif // HPVM_REWRITER_HPVMCPRINTER_H
