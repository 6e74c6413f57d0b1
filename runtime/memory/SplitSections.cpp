//===- SplitSections.cpp - which bytes each part of a split launch copies -===//
#include "memory/SplitSections.h"

#include <algorithm>
#include <cassert>
#include <map>

using namespace hpvm::rt;

SectionPlan
hpvm::rt::planSections(const std::vector<std::vector<ParamSection>> &PerPart,
                       const MemoryTracker &Tracker) {
  struct Object {
    TrackedObject Tracked;
    bool Written = false;
    const char *Why = nullptr; // not by section
    /// Per part: the union of its ranges in the object.
    std::vector<std::pair<uint64_t, uint64_t>> Hulls;
  };
  std::map<uintptr_t, Object> Objects; // by base
  for (size_t P = 0; P != PerPart.size(); ++P)
    for (const ParamSection &S : PerPart[P]) {
      std::optional<TrackedObject> T =
          Tracker.lookup(reinterpret_cast<const void *>(S.Pointer));
      if (!T || T->Bytes == 0)
        continue;
      Object &O = Objects[reinterpret_cast<uintptr_t>(T->Base)];
      O.Tracked = *T;
      O.Written |= S.Writes;
      O.Hulls.resize(PerPart.size(), {UINT64_MAX, 0});
      uint64_t Base = reinterpret_cast<uintptr_t>(T->Base);
      if (S.Begin == 0 && S.End == 0) {
        O.Why = "accesses not affine in the instance ids";
        continue;
      }
      if (S.Begin < Base || S.End > Base + T->Bytes || S.Begin > S.End) {
        O.Why = "accesses outside the object";
        continue;
      }
      auto &[Lo, Hi] = O.Hulls[P];
      if (S.Begin == S.End)
        continue;
      Lo = std::min(Lo, S.Begin);
      Hi = std::max(Hi, S.End);
    }
  SectionPlan Plan;
  Plan.PerPart.resize(PerPart.size());
  for (auto &[Base, O] : Objects) {
    if (!O.Written)
      continue;
    if (!O.Why) {
      std::vector<std::pair<uint64_t, uint64_t>> Sorted;
      for (auto [Lo, Hi] : O.Hulls)
        if (Lo < Hi)
          Sorted.push_back({Lo, Hi});
      std::sort(Sorted.begin(), Sorted.end());
      for (size_t I = 1; I < Sorted.size() && !O.Why; ++I)
        if (Sorted[I].first < Sorted[I - 1].second)
          O.Why = "the parts' sections overlap";
    }
    if (O.Why) {
      if (Plan.Whole++ == 0)
        Plan.WhyWhole = O.Why;
      continue;
    }
    ++Plan.BySection;
    // Every part gets one, empty or not: a part must not copy the object
    // whole while others copy sections of it.
    for (size_t P = 0; P != PerPart.size(); ++P) {
      auto [Lo, Hi] = O.Hulls[P];
      Section S{O.Tracked.Base, O.Tracked.Bytes, 0, 0};
      if (Lo < Hi) {
        S.Offset = Lo - Base;
        S.Bytes = Hi - Lo;
      }
      Plan.PerPart[P].push_back(S);
    }
  }
  return Plan;
}

std::string hpvm::rt::describeSections(const SectionPlan &Plan) {
  std::string Text = std::to_string(Plan.BySection) +
                     (Plan.BySection == 1 ? " object" : " objects") +
                     " by section, " + std::to_string(Plan.Whole) + " whole";
  if (Plan.Whole)
    Text += " (" + Plan.WhyWhole + ")";
  return Text;
}
