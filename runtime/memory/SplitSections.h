//===- SplitSections.h - bytes a split launch copies per part --*- C++ -*-===//
//
// The compiler says, for a leaf whose accesses through a pointer parameter
// are affine in its instance ids, which bytes a window of its outermost
// dimension touches through it (codegen/SplitSections.h, the node's
// split_sections). An object a launch writes is then copied by section
// when every parameter pointing into it has such a range and the parts'
// ranges in it (each part's union over those parameters) do not overlap:
// each device part copies in and back only its own section, straight into
// the host copy, with no snapshot and merge (SplitCopies.h). Otherwise the
// object is copied whole.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_MEMORY_SPLITSECTIONS_H
#define HPVM_RUNTIME_MEMORY_SPLITSECTIONS_H

#include "memory/MemoryTracker.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace hpvm::rt {

/// What one part touches through one pointer parameter: the four values of
/// hpvm_rt_sections_fn (Begin = End = 0: not known).
struct ParamSection {
  uint64_t Pointer, Begin, End;
  bool Writes;
};

/// The bytes [Base + Offset, Base + Offset + Bytes) of the object at Base,
/// of ObjectBytes bytes, that a part copies in and back; Bytes may be 0.
struct Section {
  void *Base;
  size_t ObjectBytes;
  size_t Offset, Bytes;
  bool contains(const void *Addr) const {
    auto A = reinterpret_cast<uintptr_t>(Addr),
         B = reinterpret_cast<uintptr_t>(Base);
    return A >= B && A < B + ObjectBytes;
  }
};

struct SectionPlan {
  /// Per part, in the parts' order: its section of each object copied by
  /// section.
  std::vector<std::vector<Section>> PerPart;
  /// Written objects copied by section, and whole; why the first of the
  /// latter is.
  unsigned BySection = 0, Whole = 0;
  std::string WhyWhole;
};

/// Decides how the written objects of a launch are copied from what each
/// part touches (PerPart[p], one entry per pointer parameter), looking the
/// objects up in Tracker.
SectionPlan planSections(const std::vector<std::vector<ParamSection>> &PerPart,
                         const MemoryTracker &Tracker);

/// "1 object by section, 0 whole" or "0 objects by section, 1 whole (why)".
std::string describeSections(const SectionPlan &Plan);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_MEMORY_SPLITSECTIONS_H
