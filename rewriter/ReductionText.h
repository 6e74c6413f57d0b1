//===- ReductionText.h - the code of reduction(op: var) ---------*- C++ -*-===//
//
// What the HPVM-C printer writes for a `reduction(op: var)` clause: the
// value each instance starts from (the operator's identity) and the
// statement that combines one instance's value into the variable.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_REDUCTIONTEXT_H
#define HPVM_REWRITER_REDUCTIONTEXT_H

#include "rewriter/Directive.h"

#include "clang/AST/ASTContext.h"

#include <string>

namespace hpvm {

/// The identity of \p Op for the integer or floating-point type \p T, which
/// is spelled \p TypeName in the generated code. A dependent \p T (in a
/// template) gets a call to a helper of <hpvm/hpvm.h>, which is C++.
std::string reductionIdentity(const clang::ASTContext &Ctx, ReductionOp Op,
                              clang::QualType T, llvm::StringRef TypeName);

/// A statement that combines \p Value into the variable \p Var.
std::string reductionCombine(ReductionOp Op, llvm::StringRef Var,
                             llvm::StringRef Value);

} // namespace hpvm

#endif // HPVM_REWRITER_REDUCTIONTEXT_H
