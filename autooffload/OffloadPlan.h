//===- OffloadPlan.h - which loop nests --hpvm-auto offloads ----*- C++ -*-===//
//
// The decisions of --hpvm-auto from Polly's verdicts (PollyLoops) and what
// the source says of each loop (SourceLoop): for every loop not inside an
// offloaded nest, either a node of parallel(k) with its data clauses, or the
// reason it stays on the host. The profitability model lives here.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_AUTOOFFLOAD_OFFLOADPLAN_H
#define HPVM_AUTOOFFLOAD_OFFLOADPLAN_H

#include "autooffload/PollyLoops.h"

#include <optional>
#include <string>
#include <vector>

namespace hpvm {

/// What the AST says of the loop of one verdict.
struct SourceLoop {
  /// The loop has the rewriter's canonical form and starts its line.
  bool Canonical = false;
  /// Why not, when it is not.
  std::string NotCanonical;
  /// It is a `for` loop that begins its line (text can go before it).
  bool BeginsLine = false;
  /// Its counter, and the variables its bounds and step read.
  std::string Counter;
  std::vector<std::string> BoundVariables;
  /// Its body is exactly one loop (the verdict's only child), so the two
  /// are perfectly nested.
  bool PerfectlyNests = false;
  /// A variable declared outside the loop that its body assigns.
  std::string WritesOuterScalar;
  /// The function around it already has `#pragma hpvm` directives, or
  /// calls the HPVM-C API (it may be a node: a graph in it would nest).
  bool InAnnotatedFunction = false, InHPVMCFunction = false;
  /// `#pragma hpvm auto` / `noauto` right before it.
  bool MarkedAuto = false, MarkedNoAuto = false;
  /// For each pointer the body uses, the size in bytes of what it points
  /// to (0 when unknown), by name.
  std::vector<std::pair<std::string, unsigned>> PointeeBytes;
};

/// The decision for one loop.
struct LoopDecision {
  /// Index of the verdict (and source loop) it is about.
  unsigned Loop = 0;
  /// 0: stays on the host; k > 0: a parallel(k) node.
  unsigned Parallel = 0;
  /// A host loop whose arrays a `#pragma hpvm data` region keeps on the
  /// device across its iterations.
  bool DataRegion = false;
  /// For a node: the data clauses of its graph, e.g.
  /// "in(a[0:(n)]) inout(b[0:(n - 1)])"; for a data region, its clauses.
  std::string Clauses;
  /// The remark, without location: "loop nest offloaded: ..." or
  /// "loop not offloaded: ...".
  std::string Remark;
};

/// The decisions for \p Verdicts (outer loops first), with \p Source
/// parallel to it. Loops inside an offloaded nest get no decision.
std::vector<LoopDecision> planOffload(const std::vector<LoopVerdict> &Verdicts,
                                      const std::vector<SourceLoop> &Source,
                                      bool MarkedOnly,
                                      const std::vector<std::string> &Targets);

/// The profitability threshold: a nest with fewer constant instances than
/// this, or less arithmetic in all, stays on the host.
constexpr uint64_t MinInstances = 1024;
constexpr uint64_t MinOperations = 16384;

} // namespace hpvm

#endif // HPVM_AUTOOFFLOAD_OFFLOADPLAN_H
