//===- PollyLoops.h - which loops Polly proves parallel ---------*- C++ -*-===//
//
// The analysis half of --hpvm-auto (docs/auto-offload.md): Polly's SCoP
// detection, ScopInfo and dependence analysis run over the sequential IR of
// a source, and every loop with a source location gets a verdict: whether it
// is in a static control part, whether it carries a dependence, why Polly
// rejected it, its trip count and work when they are constants, and the
// arrays its body accesses with their extents as C expressions over the
// function's parameters.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_AUTOOFFLOAD_POLLYLOOPS_H
#define HPVM_AUTOOFFLOAD_POLLYLOOPS_H

#include "llvm/IR/Module.h"

#include <optional>
#include <string>
#include <vector>

namespace hpvm {

/// One array a loop's body accesses, as Polly modelled it.
struct ArrayUse {
  /// The source name of the base: a pointer parameter, a global or a local
  /// array; empty for another base (a pointer computed or loaded).
  std::string Name;
  /// Whether the base is a pointer parameter (it needs a section) rather
  /// than an array object (its extent is its type).
  bool IsPointer = false;
  bool Read = false, Written = false;
  /// For a pointer: the number of elements of ElementBytes bytes the body
  /// may touch from the pointer on, as a C expression over the function's
  /// parameters. Empty when Polly's extent is not expressible (the reason
  /// is in ExtentProblem).
  std::string Extent;
  std::string ExtentProblem;
  unsigned ElementBytes = 0;
};

/// What Polly says of one source loop.
struct LoopVerdict {
  unsigned Line = 0, Column = 0;
  /// Index of the enclosing loop's verdict, or -1 for an outermost loop.
  int Parent = -1;
  /// Number of loops directly inside it.
  unsigned Children = 0;
  bool InScop = false;
  /// In a SCoP and carrying no dependence.
  bool Parallel = false;
  /// In a SCoP and carrying a dependence: through which array ("" when
  /// Polly does not model the loop's statements at its depth).
  std::optional<std::string> Carried;
  /// Why it is not in a SCoP (Polly's reject reason, in words).
  std::string Rejected;
  /// Its trip count, for a loop in a SCoP, when it is a constant.
  std::optional<uint64_t> TripCount;
  /// Arithmetic instructions in its body (all nested loops' bodies once).
  unsigned ArithOps = 0;
  /// For a loop in a SCoP: the arrays its body accesses.
  std::vector<ArrayUse> Arrays;
  /// For a loop in a SCoP: its body accesses an array outside the loops in
  /// it.
  bool OwnArrayAccesses = false;
};

/// Runs Polly over the sequential IR \p M (as clang emits it before
/// optimisation, with line tables) and returns a verdict for each loop of
/// the main file \p MainFile, outer loops before the loops they contain.
/// The module is canonicalised in place.
std::vector<LoopVerdict> analyzeLoopsWithPolly(llvm::Module &M,
                                               llvm::StringRef MainFile);

} // namespace hpvm

#endif // HPVM_AUTOOFFLOAD_POLLYLOOPS_H
