//===- Profile.cpp - HPVM_PROFILE=1 counters and their report -------------===//
//
// The report is printed by an at-exit handler, so it also covers programs
// that never call hpvm_rt_cleanup, and graphs still running then. Its lines
// start with "hpvm-rt: profile:" and go to stderr, like every other message
// of the runtime, leaving the program's own output alone:
//
//   hpvm-rt: profile: GPU 0: NVIDIA H100 80GB HBM3
//   hpvm-rt: profile: node 'vadd': 2 launches, 0.031 ms in kernels
//   hpvm-rt: profile: policy: item
//   hpvm-rt: profile: node 'vadd' versions: gpu 2 runs 0.412 ms,
//                     cpu 2 runs 1.805 ms   (on one line)
//   hpvm-rt: profile: transfers: 2 host->device (8388608 bytes),
//                     1 device->host (4194304 bytes)   (on one line)
//
//===----------------------------------------------------------------------===//
#include "profile/Profile.h"
#include "memory/MemoryTracker.h"

#include <algorithm>
#include <atomic>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

using namespace hpvm::rt;

namespace {

struct NodeProfile {
  uint64_t Kernels = 0;
  double KernelMs = 0;
};

struct VersionProfile {
  uint64_t Runs = 0;
  double Ms = 0;
};

struct Profile {
  std::atomic<bool> Cancelled{false};
  std::mutex M;
  std::string GPU;
  std::map<std::string, NodeProfile> Nodes; // sorted, for a stable report
  std::string Policy;
  /// By node, then by target, in the order they first ran.
  std::map<std::string, std::vector<std::pair<std::string, VersionProfile>>>
      Versions;
};

// Never destroyed: the report reads it at exit.
Profile &data() {
  static auto *P = new Profile;
  return *P;
}

void report() {
  Profile &P = data();
  if (P.Cancelled)
    return;
  std::lock_guard<std::mutex> Lock(P.M);
  if (!P.GPU.empty())
    fprintf(stderr, "hpvm-rt: profile: %s\n", P.GPU.c_str());
  for (const auto &[Name, Node] : P.Nodes)
    fprintf(stderr,
            "hpvm-rt: profile: node '%s': %" PRIu64
            " launch%s, %.3f ms in kernels\n",
            Name.c_str(), Node.Kernels, Node.Kernels == 1 ? "" : "es",
            Node.KernelMs);
  if (!P.Versions.empty())
    fprintf(stderr, "hpvm-rt: profile: policy: %s\n", P.Policy.c_str());
  for (const auto &[Name, Versions] : P.Versions) {
    std::string Line;
    for (const auto &[Target, V] : Versions) {
      char Item[128];
      snprintf(Item, sizeof(Item), "%s%s %" PRIu64 " run%s %.3f ms",
               Line.empty() ? "" : ", ", Target.c_str(), V.Runs,
               V.Runs == 1 ? "" : "s", V.Ms);
      Line += Item;
    }
    fprintf(stderr, "hpvm-rt: profile: node '%s' versions: %s\n",
            Name.c_str(), Line.c_str());
  }
  MemoryStats S = MemoryTracker::global().stats();
  fprintf(stderr,
          "hpvm-rt: profile: transfers: %" PRIu64 " host->device (%" PRIu64
          " bytes), %" PRIu64 " device->host (%" PRIu64 " bytes)\n",
          S.ToDevice, S.ToDeviceBytes, S.ToHost, S.ToHostBytes);
}

bool readEnabled() {
  const char *Value = getenv("HPVM_PROFILE");
  if (!Value || strcmp(Value, "1") != 0)
    return false;
  data(); // before atexit, so that it outlives the handler in any case
  atexit(report);
  return true;
}

} // namespace

bool hpvm::rt::profile::enabled() {
  static const bool Enabled = readEnabled();
  return Enabled;
}

void hpvm::rt::profile::recordGPU(const char *Description) {
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  P.GPU = Description;
}

void hpvm::rt::profile::recordKernel(const char *Node, float Milliseconds) {
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  NodeProfile &N = P.Nodes[Node];
  ++N.Kernels;
  N.KernelMs += Milliseconds;
}

void hpvm::rt::profile::recordVersion(const char *Node, const char *Target,
                                      double Seconds) {
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  auto &Versions = P.Versions[Node];
  auto It = std::find_if(Versions.begin(), Versions.end(),
                         [&](const auto &V) { return V.first == Target; });
  if (It == Versions.end())
    It = Versions.insert(Versions.end(), {Target, VersionProfile()});
  ++It->second.Runs;
  It->second.Ms += Seconds * 1e3;
}

void hpvm::rt::profile::recordPolicy(const char *Policy) {
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  P.Policy = Policy;
}

void hpvm::rt::profile::cancelReport() { data().Cancelled = true; }
