//===- PragmaRewriter.h - #pragma hpvm to HPVM-C ----------------*- C++ -*-===//
//
// The rewriter stage of hpvmcc: parses the source of a compiler invocation
// with a PragmaHandler for the `hpvm` namespace, outlines each node body into
// a node function and prints the files that hold pragmas again as HPVM-C (see
// shared/PRAGMAS.md).
// Diagnostics (clang format, located) are printed by the invocation's
// diagnostics engine, or go to the consumer the options name.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_REWRITER_PRAGMAREWRITER_H
#define HPVM_REWRITER_PRAGMAREWRITER_H

#include "clang/Frontend/CompilerInvocation.h"
#include "llvm/Support/VirtualFileSystem.h"

#include <optional>
#include <string>
#include <vector>

namespace hpvm {

struct RewriterOptions {
  /// Targets of a graph without target(...): "cpu", "vector", "gpu" (from
  /// --hpvm-targets=; default {"cpu"}).
  std::vector<std::string> DefaultTargets{"cpu"};
  /// --hpvm-report: describe the data movement of each graph and data
  /// region (MemoryReport.h) in RewriteResult::Remarks.
  bool Report = false;
  /// Where diagnostics go (not owned); null prints them to stderr in clang's
  /// format. The fuzzer (fuzz/) passes a clang::IgnoringDiagConsumer.
  clang::DiagnosticConsumer *Diagnostics = nullptr;
  /// The file system the parse reads; null: the real one. (The driver's
  /// overlays a precompiled preamble in memory: hpvmcc/SharedPreamble.h.)
  llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> FileSystem;
  /// The invocation includes hpvm.h from the command line (-include), as the
  /// compile of the rewritten source does when the two share a preamble.
  bool APIIncluded = false;
};

/// A file the main file includes, rewritten because it holds '#pragma hpvm'.
struct RewrittenFile {
  /// The name the file was included by.
  std::string Path;
  std::string Source;
};

struct RewriteResult {
  /// True when the file has #pragma hpvm or calls the HPVM-C API; false means
  /// the file is plain C++ and is compiled exactly as clang would.
  bool UsesHPVM = false;
  /// The rewritten main file (HPVM-C with #line directives pointing at the
  /// original). Empty when UsesHPVM is false.
  std::string Source;
  /// The first bytes of Source, which include hpvm.h and restart the line
  /// numbering: a compile that includes hpvm.h from the command line skips
  /// them. 0 when Source does not include it.
  size_t APIIncludeSize = 0;
  /// Included files with '#pragma hpvm', rewritten likewise; they stand in
  /// for the originals in the compile (in memory: the user's files do not
  /// change).
  std::vector<RewrittenFile> Headers;
  /// With RewriterOptions::Report: "file:line:col: remark: ..." lines.
  std::vector<std::string> Remarks;
};

/// Runs the rewriter over the main file of \p Invocation. Returns std::nullopt
/// after printing diagnostics when the source has errors.
std::optional<RewriteResult>
rewritePragmas(const clang::CompilerInvocation &Invocation,
               const RewriterOptions &Options);

} // namespace hpvm

#endif // HPVM_REWRITER_PRAGMAREWRITER_H
