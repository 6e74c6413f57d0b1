//===- Scheduler.cpp - which version of a node runs -----------------------===//
#include "scheduler/Scheduler.h"

#include <algorithm>
#include <cassert>
#include <cstring>

using namespace hpvm::rt;

namespace {

constexpr const char *TargetNames[NumTargets] = {"cpu", "vector", "gpu",
                                                 "opencl"};
constexpr const char *PolicyNames[NumPolicies] = {"node", "item", "dynamic",
                                                  "measured"};

bool onHost(Target T) { return T == Target::CPU || T == Target::Vector; }

/// Problem sizes within a power of two of each other share their timings.
unsigned sizeClass(uint64_t Instances) {
  unsigned Class = 0;
  for (; Instances > 1; Instances >>= 1)
    ++Class;
  return Class;
}

/// Indices of versions, without allocating: a node runs this per run.
class Candidates {
public:
  void push_back(unsigned I) {
    assert(Size < NumTargets && "one version per target");
    Index[Size++] = I;
  }
  bool empty() const { return Size == 0; }
  unsigned size() const { return Size; }
  unsigned front() const { return Index[0]; }
  unsigned operator[](unsigned I) const { return Index[I]; }
  const unsigned *begin() const { return Index; }
  const unsigned *end() const { return Index + Size; }

private:
  unsigned Index[NumTargets];
  unsigned Size = 0;
};

/// The versions the policy chooses among: the usable listed ones, else the
/// usable fallbacks, else the first host version.
Candidates candidates(const Versions &V, Devices &D) {
  Candidates C;
  for (unsigned I = 0; I != V.Listed; ++I)
    if (D.usable(V.Targets[I]))
      C.push_back(I);
  for (unsigned I = V.Listed; C.empty() && I != V.Count; ++I)
    if (D.usable(V.Targets[I]))
      C.push_back(I);
  for (unsigned I = 0; C.empty() && I != V.Count; ++I)
    if (onHost(V.Targets[I]))
      C.push_back(I);
  assert(!C.empty() && "every node has a host version");
  return C;
}

unsigned measured(const Candidates &C, const Versions &V,
                  NodeHistory::Timings &ByVersion) {
  ByVersion.resize(V.Count);
  for (unsigned I : C)
    if (ByVersion[I].Runs < NodeHistory::Trials)
      return I;
  unsigned Best = C.front();
  for (unsigned I : C)
    if (ByVersion[I].Best < ByVersion[Best].Best)
      Best = I;
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

unsigned hpvm::rt::chooseVersion(Policy P, const Versions &V, NodeHistory &H,
                                 uint64_t Instances, Devices &D) {
  assert(V.Count != 0 && V.Listed <= V.Count && "a node has versions");
  assert(V.Count <= NumTargets && "one version per target");
  Candidates C = candidates(V, D);
  switch (P) {
  case Policy::Node:
    return C.front();
  case Policy::Item:
    return C[H.Items.fetch_add(1, std::memory_order_relaxed) % C.size()];
  case Policy::Dynamic:
    for (unsigned I : C)
      if (!D.busy(V.Targets[I]))
        return I;
    return C.front();
  case Policy::Measured: {
    std::lock_guard<std::mutex> Lock(H.M);
    return measured(C, V, H.BySize[sizeClass(Instances)]);
  }
  }
  assert(false && "not a policy");
  return C.front();
}

void hpvm::rt::recordRun(NodeHistory &H, const Versions &V, unsigned Version,
                         uint64_t Instances, double Seconds) {
  assert(Version < V.Count && "not a version of the node");
  std::lock_guard<std::mutex> Lock(H.M);
  NodeHistory::Timings &ByVersion = H.BySize[sizeClass(Instances)];
  ByVersion.resize(V.Count);
  NodeHistory::Timing &T = ByVersion[Version];
  T.Best = T.Runs == 0 ? Seconds : std::min(T.Best, Seconds);
  ++T.Runs;
}
