//===- AutoOffload.h - --hpvm-auto: parallel loops become graphs -*- C++
//-*-===//
//
// The stage of hpvmcc that runs before the rewriter under --hpvm-auto
// (docs/auto-offload.md). It compiles the source as it is (the sequential
// program) to IR, asks Polly which loops are parallel (PollyLoops), decides
// which loop nests to offload (OffloadPlan) and writes, in front of each, the
// `#pragma hpvm graph` and `#pragma hpvm node parallel(k)` a user would have
// written, with data clauses from Polly's access relations. The rewriter then
// lowers them like any other pragma, so an automatic node is built, checked
// and compiled for every target exactly as a written one.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_AUTOOFFLOAD_AUTOOFFLOAD_H
#define HPVM_AUTOOFFLOAD_AUTOOFFLOAD_H

#include "clang/Frontend/CompilerInvocation.h"

#include <optional>
#include <string>
#include <vector>

namespace hpvm {

struct AutoOffloadOptions {
  /// Without --hpvm-auto: only loops after `#pragma hpvm auto`; with it,
  /// every loop except those after `#pragma hpvm noauto`.
  bool MarkedOnly = false;
  /// --hpvm-report: a located remark for every loop decided.
  bool Report = false;
  /// --hpvm-targets, for the remarks.
  std::vector<std::string> Targets{"cpu"};
};

/// Whether the source file \p Path has a `#pragma hpvm auto` line, so that
/// it needs the automatic offload stage even without --hpvm-auto. (A line
/// in a comment or a skipped #if only costs that stage's time.)
bool marksLoopsForOffload(llvm::StringRef Path);

/// The main file of \p Invocation with the pragmas for its offloaded loop
/// nests written in (and `#pragma hpvm auto`/`noauto` lines blanked), or
/// std::nullopt after clang printed the source's errors.
std::optional<std::string>
autoOffload(const clang::CompilerInvocation &Invocation,
            const AutoOffloadOptions &Options);

} // namespace hpvm

#endif // HPVM_AUTOOFFLOAD_AUTOOFFLOAD_H
