//===- SharedPreamble.h - the headers of a source, parsed once --*- C++ -*-===//
//
// A source with pragmas is parsed twice: by the rewriter, then as the HPVM-C
// source the rewriter prints. Both parses begin alike: hpvm.h, included from
// the command line, then the #include lines at the top of the source (its
// preamble, as clang's Lexer::ComputePreamble bounds it). So the headers are
// parsed once, into a precompiled preamble kept in memory
// (clang::PrecompiledPreamble, clangd's machinery), which both parses load
// instead of reading the headers again.
//
// The compile reports what it reported before:
// - the headers' diagnostics, printed once, with the compile's warning
//   options, before the compile's own and counted in its "N warnings
//   generated";
// - a -MD dependency file that lists the preamble's files first, in the order
//   they were entered, as clang's does;
// - a preamble that holds '#pragma hpvm' (which the rewriter must see) or
//   errors is not used: its diagnostics are dropped, and both parses read the
//   headers again, reporting them.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_HPVMCC_SHAREDPREAMBLE_H
#define HPVM_HPVMCC_SHAREDPREAMBLE_H

#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <memory>

namespace hpvm {

class SharedPreamble {
public:
  /// The preamble of the source file that \p Compile compiles; null when it
  /// cannot be shared (see above; also when the source writes no pragma
  /// (HPVM-C is compiled as written, without hpvm.h), or when a header
  /// listing other than a dependency file is asked for, -H or /showIncludes,
  /// which would miss the preamble's headers).
  static std::unique_ptr<SharedPreamble>
  build(const clang::CompilerInvocation &Compile);
  ~SharedPreamble();

  /// The source's text.
  llvm::StringRef source() const;

  /// Whether \p MainText, standing for the source, starts with its preamble.
  bool fits(llvm::StringRef MainText) const;

  /// Makes \p Inv parse \p MainText, which fits, with the preamble and
  /// hpvm.h included from the command line; returns the file system that
  /// its compiler instance must read.
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
  use(clang::CompilerInvocation &Inv, llvm::StringRef MainText) const;

  /// Makes \p CI compile \p MainText, which fits, with the preamble (as
  /// use() does), printing the headers' diagnostics first and writing its
  /// dependency file with the headers.
  void compileWith(clang::CompilerInstance &CI, llvm::StringRef MainText);

  /// Prints the headers' diagnostics now (a parse of the source failed).
  void printDiagnostics();

private:
  struct State;
  explicit SharedPreamble(std::unique_ptr<State> S);
  std::unique_ptr<State> S;
};

} // namespace hpvm

#endif // HPVM_HPVMCC_SHAREDPREAMBLE_H
