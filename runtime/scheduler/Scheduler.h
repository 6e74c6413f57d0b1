//===- Scheduler.h - which version of a node runs ---------------*- C++ -*-===//
//
// A node built for several targets has one version per target, listed in
// the program's order of preference, possibly followed by a CPU version the
// compiler added as a fallback (a gpu node always has one). Each time such
// a node runs, chooseVersion() picks one under the policy in force, from
// what Devices says about the devices at that moment; recordRun() tells it
// how long the run took, which the measured policy learns from.
//
// The policies (docs/scheduling.md says when each fits):
//   node      the first usable listed version, always (HPVM's static node
//             assignment): the default;
//   item      the usable listed versions in turn, one run each (HPVM's
//             static data-item assignment);
//   dynamic   the first usable listed version whose device is free, else
//             the first usable one (HPVM's dynamic policy);
//   measured  each usable listed version a few times per problem size
//             (the node's instance count, to a power of two), then the
//             fastest one for that size;
//   split     one launch shared between devices (SplitRun.h); a node
//             whose instances cannot be split runs as under node.
// Fallback versions run only when no listed version is usable. When no
// version at all is usable (a host device was withdrawn and the node has
// no other version), the first host version runs: the host always can.
//
// A target may have several devices (units): the OpenCL devices that
// HPVM_OPENCL_DEVICE selects (docs/opencl.md), the GPUs HPVM_GPU_DEVICES
// selects (docs/scheduling.md). Its version is then one
// candidate per usable device, and the policies choose among those as among
// versions: item takes each device in turn, dynamic the first free one,
// measured the fastest, so that nodes go to different devices.
//
// Devices are behind an interface, so that the policies can be tested with
// fake ones; the runtime's own is in DeviceState.h.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_SCHEDULER_SCHEDULER_H
#define HPVM_RUNTIME_SCHEDULER_SCHEDULER_H

#include <atomic>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <vector>

namespace hpvm::rt {

/// What a version runs on; the values of HPVM_RT_CPU and the others
/// (hpvm_rt.h).
enum class Target : int32_t { CPU = 0, Vector = 1, GPU = 2, OpenCL = 3 };
constexpr int NumTargets = 4;

/// Whether T's versions run on the host, in its memory (cpu, vector).
inline bool onHost(Target T) {
  return T == Target::CPU || T == Target::Vector;
}

/// "cpu", "vector", "gpu" or "opencl".
const char *targetName(Target T);
/// The target named Name; std::nullopt for another name.
std::optional<Target> targetNamed(const char *Name);

/// The most devices one target has.
constexpr unsigned MaxUnits = 8;

enum class Policy { Node, Item, Dynamic, Measured, Split };
constexpr int NumPolicies = 5;

const char *policyName(Policy P);
/// The policy named Name; std::nullopt for another name.
std::optional<Policy> policyNamed(const char *Name);

/// What the scheduler asks about the devices when it chooses.
class Devices {
public:
  virtual ~Devices() = default;
  /// How many devices versions for T may run on (1 to MaxUnits), asked
  /// only after usable(T, 0).
  virtual unsigned units(Target T) = 0;
  /// Whether a version for T may run now on T's device Unit: the device is
  /// there, works, and has not been withdrawn.
  virtual bool usable(Target T, unsigned Unit) = 0;
  /// Whether T's device Unit is running a node now.
  virtual bool busy(Target T, unsigned Unit) = 0;
};

/// A version of a node, and which of its target's devices runs it.
struct Choice {
  unsigned Version;
  unsigned Unit;
  bool operator==(const Choice &O) const {
    return Version == O.Version && Unit == O.Unit;
  }
};

/// A node's versions: their targets, in order, and how many of them the
/// program listed (the others are fallbacks).
struct Versions {
  const Target *Targets;
  unsigned Count;
  unsigned Listed;
};

/// What the scheduler remembers about one node between its runs.
class NodeHistory {
public:
  /// Runs of each version the measured policy makes before it trusts its
  /// timings: the first run of a device pays for loading code and copying
  /// data in.
  static constexpr unsigned Trials = 2;

private:
  friend Choice chooseVersion(Policy, const Versions &, NodeHistory &, uint64_t,
                              Devices &);
  friend void recordRun(NodeHistory &, const Versions &, Choice, uint64_t,
                        double);

public:
  struct Timing {
    unsigned Runs = 0;
    double Best = 0; // seconds
  };
  /// One per version and device: Version * MaxUnits + Unit.
  using Timings = std::vector<Timing>;

  /// For the split policy, by version and device (Version * MaxUnits +
  /// Unit), from the node's last split launch it had a part in: instances
  /// per second of its kernel or loop (0 where it had none yet), and the
  /// seconds of its copies; and how many split launches it had a part in.
  std::vector<double> SplitRates, SplitOverheads;
  std::vector<unsigned> SplitRuns;
  std::mutex SplitM;

private:
  std::atomic<uint64_t> Items{0};
  std::mutex M;
  /// By problem size class.
  std::map<unsigned, Timings> BySize;
};

/// The version of V to run under policy P, for a run of Instances
/// instances, and the device it runs on.
Choice chooseVersion(Policy P, const Versions &V, NodeHistory &H,
                     uint64_t Instances, Devices &D);

/// Version C.Version of V ran Instances instances in Seconds on device
/// C.Unit.
void recordRun(NodeHistory &H, const Versions &V, Choice C, uint64_t Instances,
               double Seconds);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_SCHEDULER_SCHEDULER_H
