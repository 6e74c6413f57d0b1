//===- SplitRun.h - one launch on several devices at once -------*- C++ -*-===//
//
// The split policy (HPVM_POLICY=split) runs a launch of a leaf whose
// instances can be split (hpvm_rt_node's no_split is null) as parts: one
// per usable device version (every device of a target of several), and
// the first usable host version, or each host version HPVM_SPLIT names.
// Each part runs a window of the outermost instance dimension
// (InstanceWindow.h), sized by SplitShares.h; device parts run on threads
// of their own, host parts one after the other on the calling thread, all
// at once; SplitCopies.h says how their writes end up in one copy.
//
// A launch is not split, and runs as under the node policy, when the node
// cannot be split, runs inside an instance of a parent that runs on the
// host, has one instance along its outermost dimension, when another node
// is running on any device (the parts need every device's copy of their
// objects to themselves), or when only one version can run.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_SCHEDULER_SPLITRUN_H
#define HPVM_RUNTIME_SCHEDULER_SPLITRUN_H

#include "scheduler/DeviceState.h"
#include "scheduler/Scheduler.h"
#include "scheduler/SplitShares.h"

#include "hpvm/hpvm_rt.h"

#include <cstdint>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

namespace hpvm::rt {

/// The parts of a split launch of Node, of N0 instances along its outermost
/// dimension (one, when the shares leave the others none), or std::nullopt
/// with the reason in Why. Nested: Node runs in an instance of a parent on
/// the host.
std::optional<std::vector<SplitPart>>
planSplit(const hpvm_rt_node &Node, const Versions &V, NodeHistory &H,
          int64_t N0, bool Nested, Devices &D, DeviceState &S,
          const char *&Why);

/// "gpu [0, 700) + cpu [700, 1000)".
std::string describeSplit(const std::vector<SplitPart> &Parts);

/// Runs the parts, then releases the decision lock Deciding once they have
/// all started, and learns their rates for the next launch. With Log, says
/// how the objects it writes are copied (SplitSections.h).
void runSplit(hpvm_rt_node &Node, const std::vector<SplitPart> &Parts,
              NodeHistory &H, void *Args, void *ParentCtx, int64_t N0,
              int64_t N1, int64_t N2, DeviceState &S,
              std::unique_lock<std::mutex> &Deciding, bool Log);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_SCHEDULER_SPLITRUN_H
