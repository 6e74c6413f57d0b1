//===- SplitShares.h - how a split launch shares instances ------*- C++ -*-===//
//
// The split policy gives each part of a launch (a version on one device) a
// share of the outermost instance dimension, and each a window of it in
// the order of the parts. The shares are either fixed (HPVM_SPLIT,
// hpvm_rt_set_split: "gpu:0.7" gives the gpu version 70% and the other parts
// the rest, evenly) or, by default ("auto"), from what each part did in
// the node's last split launch: its rate (instances per second of its
// kernel or loop) and its overhead (a device part's copies, whatever its
// share), so that all parts finish together; equal until every part has run
// twice (the first launch of a device pays for loading code). A part whose
// automatic share would be below MinShare gets none (a device that slow is
// not worth the copies a part costs), and the others share its instances.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_SCHEDULER_SPLITSHARES_H
#define HPVM_RUNTIME_SCHEDULER_SPLITSHARES_H

#include "scheduler/Scheduler.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hpvm::rt {

/// Fixed shares by target, or none (Fixed false): from measured rates.
struct SplitSpec {
  bool Fixed = false;
  bool Named[NumTargets] = {};
  double Share[NumTargets] = {};
};

/// Reads "auto" or "target:share[,target:share...]" (shares from 0 to 1,
/// adding up to at most 1, each target once); null or empty is "auto". On
/// a malformed one returns std::nullopt with the reason in Error.
std::optional<SplitSpec> parseSplit(const char *Text, std::string &Error);

/// One part of a split launch.
struct SplitPart {
  Choice C;
  Target T;
  double Share = 0;
  int64_t Begin = 0, End = 0; // its window
};

constexpr double MinShare = 1.0 / 64;

/// What a part did in its last launch: instances per second (0: it has
/// not run yet) and seconds of overhead.
struct PartCost {
  double Rate = 0;
  double Overhead = 0;
};

/// Sets each part's share of N instances: fixed by Spec (a named target's
/// share spread evenly over its parts, what is left spread evenly over the
/// parts of the targets not named), else from Costs, one per part: shares
/// such that Overhead + Share * N / Rate is the same for every part.
void assignShares(std::vector<SplitPart> &Parts, const SplitSpec &Spec,
                  const std::vector<PartCost> &Costs, int64_t N);

/// Sets each part's window: [0, N) cut in the order of the parts, each
/// window as near its share of N as whole instances allow.
void assignWindows(std::vector<SplitPart> &Parts, int64_t N);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_SCHEDULER_SPLITSHARES_H
