//===- SplitInstances.h - leaves devices can share --------------*- C++ -*-===//
//
// Under the split policy (docs/scheduling.md, "Co-execution") the runtime
// runs one launch of a leaf on several devices at once, each on a window
// [begin, end) of its outermost instance dimension: the host versions
// through hpvm_rt_parallel_for, which runs only the window, and device
// kernels built with two more parameters, the window, that the launcher
// gets from hpvm_rt_instance_window. Ids and counts stay those of the whole
// node. The runtime merges what each device wrote into the host copy.
//
// That is right only when no instance depends on what another writes in the
// same launch, which HPVM's instances already promise, except through
// atomics and barriers; and the outputs a leaf computes come from one
// instance, which only one of the devices runs.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_CODEGEN_SPLITINSTANCES_H
#define HPVM_CODEGEN_SPLITINSTANCES_H

#include <optional>
#include <string>

namespace hpvm {

class DFNode;

/// Why the instances of \p N cannot be split between devices ("it uses
/// atomics"); std::nullopt when they can.
std::optional<std::string> whyNotSplit(const DFNode &N);

} // namespace hpvm

#endif // HPVM_CODEGEN_SPLITINSTANCES_H
