//===- Scheduler.cpp - which version of a node runs -----------------------===//
#include "scheduler/Scheduler.h"

#include <algorithm>
#include <cassert>
#include <cstring>
#include <iterator>

using namespace hpvm::rt;

namespace {

constexpr const char *TargetNames[NumTargets] = {"cpu", "vector", "gpu",
                                                 "opencl"};
constexpr const char *PolicyNames[NumPolicies] = {"node", "item", "dynamic",
                                                  "measured", "split"};

/// Problem sizes within a power of two of each other share their timings.
unsigned sizeClass(uint64_t Instances) {
  unsigned Class = 0;
  for (; Instances > 1; Instances >>= 1)
    ++Class;
  return Class;
}

/// Versions on their devices, without allocating: a node runs this per
/// run.
class Candidates {
public:
  void push_back(Choice C) {
    assert(Size < std::size(List) && "one version per target");
    List[Size++] = C;
  }
  bool empty() const { return Size == 0; }
  unsigned size() const { return Size; }
  Choice front() const { return List[0]; }
  Choice operator[](unsigned I) const { return List[I]; }
  const Choice *begin() const { return List; }
  const Choice *end() const { return List + Size; }

private:
  Choice List[NumTargets - 1 + MaxUnits];
  unsigned Size = 0;
};

/// Adds version I of V on each of its target's usable devices.
void addUsable(Candidates &C, const Versions &V, unsigned I, Devices &D) {
  Target T = V.Targets[I];
  if (!D.usable(T, 0))
    return;
  C.push_back({I, 0});
  unsigned Units = D.units(T);
  assert(Units >= 1 && Units <= MaxUnits && "a device count");
  for (unsigned U = 1; U != Units; ++U)
    if (D.usable(T, U))
      C.push_back({I, U});
}

/// What the policy chooses among: the usable listed versions, else the
/// usable fallbacks, else the first host version.
Candidates candidates(const Versions &V, Devices &D) {
  Candidates C;
  for (unsigned I = 0; I != V.Listed; ++I)
    addUsable(C, V, I, D);
  for (unsigned I = V.Listed; C.empty() && I != V.Count; ++I)
    addUsable(C, V, I, D);
  for (unsigned I = 0; C.empty() && I != V.Count; ++I)
    if (onHost(V.Targets[I]))
      C.push_back({I, 0});
  assert(!C.empty() && "every node has a host version");
  return C;
}

NodeHistory::Timing &timing(NodeHistory::Timings &T, const Versions &V,
                            Choice C) {
  T.resize(V.Count * MaxUnits);
  return T[C.Version * MaxUnits + C.Unit];
}

Choice measured(const Candidates &C, const Versions &V,
                NodeHistory::Timings &T) {
  for (Choice Ch : C)
    if (timing(T, V, Ch).Runs < NodeHistory::Trials)
      return Ch;
  Choice Best = C.front();
  for (Choice Ch : C)
    if (timing(T, V, Ch).Best < timing(T, V, Best).Best)
      Best = Ch;
  return Best;
}

} // namespace

const char *hpvm::rt::targetName(Target T) {
  return TargetNames[static_cast<int>(T)];
}

std::optional<Target> hpvm::rt::targetNamed(const char *Name) {
  for (int I = 0; I != NumTargets; ++I)
    if (strcmp(Name, TargetNames[I]) == 0)
      return static_cast<Target>(I);
  return std::nullopt;
}

const char *hpvm::rt::policyName(Policy P) {
  return PolicyNames[static_cast<int>(P)];
}

std::optional<Policy> hpvm::rt::policyNamed(const char *Name) {
  for (int I = 0; I != NumPolicies; ++I)
    if (strcmp(Name, PolicyNames[I]) == 0)
      return static_cast<Policy>(I);
  return std::nullopt;
}

Choice hpvm::rt::chooseVersion(Policy P, const Versions &V, NodeHistory &H,
                               uint64_t Instances, Devices &D) {
  assert(V.Count != 0 && V.Listed <= V.Count && "a node has versions");
  assert(V.Count <= NumTargets && "one version per target");
  Candidates C = candidates(V, D);
  switch (P) {
  case Policy::Node:
  case Policy::Split: // a launch it does not split
    return C.front();
  case Policy::Item:
    return C[H.Items.fetch_add(1, std::memory_order_relaxed) % C.size()];
  case Policy::Dynamic:
    for (Choice Ch : C)
      if (!D.busy(V.Targets[Ch.Version], Ch.Unit))
        return Ch;
    return C.front();
  case Policy::Measured: {
    std::lock_guard<std::mutex> Lock(H.M);
    return measured(C, V, H.BySize[sizeClass(Instances)]);
  }
  }
  assert(false && "not a policy");
  return C.front();
}

void hpvm::rt::recordRun(NodeHistory &H, const Versions &V, Choice C,
                         uint64_t Instances, double Seconds) {
  assert(C.Version < V.Count && C.Unit < MaxUnits &&
         "not a version of the node");
  std::lock_guard<std::mutex> Lock(H.M);
  NodeHistory::Timing &T = timing(H.BySize[sizeClass(Instances)], V, C);
  T.Best = T.Runs == 0 ? Seconds : std::min(T.Best, Seconds);
  ++T.Runs;
}
