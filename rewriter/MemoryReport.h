//===- MemoryReport.h - the data movement a graph's clauses plan -*- C++
//-*-===//
//
// --hpvm-report: at each graph's pragma, what the host code the rewriter
// prints (HPVMCPrinter.h) asks of the memory tracker for each array of the
// graph's data clauses, and so what moves between host and GPU at each
// launch (docs/gpu.md, "Memory"); at each `data` region's pragma, what the
// region keeps on the GPU across its graphs.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_MEMORYREPORT_H
#define HPVM_REWRITER_MEMORYREPORT_H

#include "rewriter/GraphModel.h"

#include "clang/AST/ASTContext.h"

#include <memory>
#include <string>
#include <vector>

namespace hpvm {

/// The remarks, "file:line:col: remark: ...", in source order.
std::vector<std::string>
describeDataMovement(const clang::ASTContext &Ctx,
                     const std::vector<std::unique_ptr<Graph>> &Graphs,
                     const std::vector<std::unique_ptr<DataRegion>> &Regions);

} // namespace hpvm

#endif // HPVM_REWRITER_MEMORYREPORT_H
