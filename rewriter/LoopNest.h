//===- LoopNest.h - canonical loop nests of loop-form nodes -----*- C++ -*-===//
//
// Recognises the loop nest of a `#pragma hpvm node parallel(N)` and checks
// that it is canonical; see LoopNest.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_LOOPNEST_H
#define HPVM_REWRITER_LOOPNEST_H

#include "rewriter/Directive.h"
#include "rewriter/GraphModel.h"

#include "clang/AST/ASTContext.h"

#include <vector>

namespace hpvm {

/// Reads the Dir.Parallel perfectly nested loops starting at \p Subject into
/// \p Loops (outermost first) and the innermost loop's body into \p Body.
/// Returns false after reporting what is not canonical.
bool analyzeLoopNest(clang::ASTContext &Ctx, const Directive &Dir,
                     const clang::Stmt *Subject, std::vector<LoopDim> &Loops,
                     const clang::Stmt *&Body);

} // namespace hpvm

#endif // HPVM_REWRITER_LOOPNEST_H
