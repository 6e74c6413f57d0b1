//===- DataRegions.h - graphs inside '#pragma hpvm data' --------*- C++ -*-===//
//
// Relates the `data` regions the graph builder read to the graphs lexically
// inside them: decides, for each graph, which of its pointer inputs a region
// tracks already (Graph::Covered), and checks what would make the region's
// device copies wrong: a graph extent the region may not cover, a write to an
// in(...) item, host code that uses covered memory, a jump out of the region,
// nested regions. A nowait graph's wait is inside its region already: it must
// be in the graph's enclosing block, which is inside the region.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_DATAREGIONS_H
#define HPVM_REWRITER_DATAREGIONS_H

#include "rewriter/GraphModel.h"

#include "clang/AST/ASTContext.h"

#include <memory>
#include <vector>

namespace hpvm {

/// Fills Graph::Covered of the graphs in \p Regions and checks the regions.
/// Returns false after reporting errors.
bool bindDataRegions(clang::ASTContext &Ctx, const DirectiveTable &Table,
                     std::vector<std::unique_ptr<Graph>> &Graphs,
                     const std::vector<std::unique_ptr<DataRegion>> &Regions);

} // namespace hpvm

#endif // HPVM_REWRITER_DATAREGIONS_H
