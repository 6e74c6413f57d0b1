//===- AutoParams.h - names for invented template parameters ----*- C++ -*-===//
//
// `auto` parameters (abbreviated function templates, generic lambdas) invent
// template parameters that have no names, while the node functions of a
// graph in such a function, and its launch, must name them. Each invented
// parameter gets a name (__hpvm_auto<depth>_<index>), and the user's code is
// changed to declare it: the `auto` (with its constraint) becomes the name,
// and the function gets the parameter in its template header.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_AUTOPARAMS_H
#define HPVM_REWRITER_AUTOPARAMS_H

#include "rewriter/GraphModel.h"

#include "clang/AST/ASTContext.h"
#include "llvm/ADT/DenseMap.h"

#include <string>
#include <vector>

namespace hpvm {

/// What naming the invented template parameters of functions took so far.
struct AutoParamNames {
  /// Each named parameter's declaration in a template header (`typename
  /// __hpvm_auto0_0`, `std::integral __hpvm_auto0_1`).
  llvm::DenseMap<const clang::NamedDecl *, std::string> Declarations;
  /// Functions whose parameters have names.
  llvm::DenseSet<const clang::FunctionDecl *> Done;
};

/// Names the invented template parameters of \p Fn and of the functions
/// around it that are not named yet, and appends to \p Edits the changes of
/// the main file that declare them. Returns the `auto` of a parameter it
/// cannot name (written through a macro), or an invalid location.
clang::SourceLocation nameAutoParams(clang::ASTContext &Ctx,
                                     const clang::FunctionDecl *Fn,
                                     AutoParamNames &Names,
                                     std::vector<SourceEdit> &Edits);

} // namespace hpvm

#endif // HPVM_REWRITER_AUTOPARAMS_H
