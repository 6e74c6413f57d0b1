//===- RunNode.cpp - running a node built for several targets -------------===//
//
// hpvm_rt_run_node asks the scheduler (Scheduler.h) which version to run,
// runs it on the calling thread, and times it when the measured policy or
// the profile needs that. The node's history lives in its hpvm_rt_node's state
// slot, made on its first run by whichever thread comes first.
//
// The policy comes from HPVM_POLICY (read on first use; an unknown name is
// a warning, and the default) until the program calls hpvm_rt_set_policy. With
// HPVM_SCHEDULE_LOG=1 every decision is printed on stderr:
//
//   hpvm-rt: schedule: node 'vadd' (1048576 instances): gpu (policy dynamic)
//
// A version for a target of several devices (HPVM_OPENCL_DEVICE=0,1,
// HPVM_GPU_DEVICES=0,1) runs on the one chosen; logs and the profile name
// it ("opencl:1", "gpu:1").
//
//===----------------------------------------------------------------------===//
#include "device/cuda/CudaDevice.h"
#include "device/opencl/OpenCLDevice.h"
#include "profile/Profile.h"
#include "scheduler/DeviceState.h"
#include "scheduler/Scheduler.h"
#include "scheduler/SplitRun.h"
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <atomic>
#include <cassert>
#include <cinttypes>
#include <cstdlib>
#include <cstring>
#include <mutex>

using namespace hpvm::rt;

namespace {

Policy readPolicy() {
  const char *Name = getenv("HPVM_POLICY");
  if (!Name || !*Name)
    return Policy::Node;
  std::optional<Policy> P = policyNamed(Name);
  if (!P) {
    warning("HPVM_POLICY='%s' is not a policy (node, item, dynamic, "
            "measured, split); using node",
            Name);
    return Policy::Node;
  }
  return *P;
}

std::atomic<Policy> &currentPolicy() {
  static std::atomic<Policy> P{readPolicy()};
  return P;
}

bool logging() {
  static const bool Log = [] {
    const char *V = getenv("HPVM_SCHEDULE_LOG");
    return V && strcmp(V, "1") == 0;
  }();
  return Log;
}

/// The real devices, as the scheduler sees them for one decision about
/// node N.
class NodeDevices final : public Devices {
public:
  NodeDevices(const hpvm_rt_node &N, DeviceState &S, bool Nested)
      : N(N), S(S), Decision(S.nextDecision()), Nested(Nested) {}

  unsigned units(Target T) override {
    return T == Target::OpenCL ? openclDeviceCount()
           : T == Target::GPU  ? gpuDeviceCount()
                               : 1;
  }
  bool usable(Target T, unsigned Unit) override {
    if (S.withdrawn(T, Decision))
      return false;
    // The instances of a parent below the root that runs on the host run
    // at once, each writing its part of the same objects: their children
    // stay on the host, whose memory they share. (A parent's device version
    // runs its children inside its kernel.)
    if (Nested && !onHost(T))
      return false;
    // One memory space at a time: the tracker keeps one valid copy of an
    // object per location, so nodes running at once on the host and on a
    // device could each write their part of an object and lose the other's.
    if (S.busyElsewhere(T, Unit))
      return false;
    // Asked only when the policy considers the device, so that a node that
    // prefers the CPU never starts CUDA or OpenCL.
    if (T == Target::GPU)
      return gpuUsable(Unit, N.name, N.gpu_module);
    if (T == Target::OpenCL)
      return openclUsable(Unit, N.name, N.opencl_program);
    return true;
  }
  bool busy(Target T, unsigned Unit) override { return S.busy(T, Unit); }

private:
  const hpvm_rt_node &N;
  DeviceState &S;
  const uint64_t Decision;
  const bool Nested;
};

NodeHistory &history(hpvm_rt_node &N) {
  auto *H =
      static_cast<NodeHistory *>(__atomic_load_n(&N.state, __ATOMIC_ACQUIRE));
  if (H)
    return *H;
  // Never freed: the node's global lives as long as the program.
  auto *New = new NodeHistory;
  void *Expected = nullptr;
  if (__atomic_compare_exchange_n(&N.state, &Expected, New, false,
                                  __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
    return *New;
  delete New;
  return *static_cast<NodeHistory *>(Expected);
}

} // namespace

extern "C" void hpvm_rt_run_node(hpvm_rt_node *Node, void *Args,
                                 void *ParentCtx, int64_t N0, int64_t N1,
                                 int64_t N2) {
  assert(Node && Node->num_versions > 0 && Node->listed > 0 &&
         Node->listed <= Node->num_versions && "generated code fills it in");
  static_assert(static_cast<int>(Target::CPU) == HPVM_RT_CPU &&
                    static_cast<int>(Target::Vector) == HPVM_RT_VECTOR &&
                    static_cast<int>(Target::GPU) == HPVM_RT_GPU &&
                    static_cast<int>(Target::OpenCL) == HPVM_RT_OPENCL,
                "one numbering");
  const auto *Targets = reinterpret_cast<const Target *>(Node->targets);
  Versions V{Targets, static_cast<unsigned>(Node->num_versions),
             static_cast<unsigned>(Node->listed)};
  uint64_t Instances = 1;
  for (int64_t Extent : {N0, N1, N2})
    Instances *= Extent > 0 ? static_cast<uint64_t>(Extent) : 0;
  DeviceState &S = DeviceState::global();
  NodeHistory &H = history(*Node);
  Policy P = currentPolicy().load(std::memory_order_relaxed);
  // A decision and the start it leads to are one step, so that two nodes
  // deciding at once cannot start in different memory spaces.
  std::unique_lock<std::mutex> Deciding(S.decisionLock());
  // The root's children run with the root's (only) instance as parent.
  const auto *Parent = static_cast<const hpvm_rt_instance *>(ParentCtx);
  bool Nested = Parent && Parent->parent;
  NodeDevices D(*Node, S, Nested);
  const char *NotSplit = nullptr;
  Choice Chosen{0, 0};
  // The choice may be a space other nodes are running in (the first host
  // version, when no version is usable because they are: a split launch
  // takes the host and a device): it waits for them (DeviceState.h).
  for (;; S.waitForAFinish(Deciding)) {
    NotSplit = nullptr;
    std::optional<Choice> Alone;
    if (P == Policy::Split) {
      std::optional<std::vector<SplitPart>> Parts =
          planSplit(*Node, V, H, N0, Nested, D, S, NotSplit);
      if (Parts && Parts->size() > 1) {
        if (logging())
          inform("schedule",
                 "node '%s' (%" PRIu64 " instances): %s (policy %s)",
                 Node->name, Instances, describeSplit(*Parts).c_str(),
                 policyName(P));
        runSplit(*Node, *Parts, H, Args, ParentCtx, N0, N1, N2, S, Deciding,
                 logging());
        return;
      }
      if (Parts) {
        NotSplit = "the other devices' shares are empty";
        Alone = Parts->front().C;
      }
    }
    Chosen = Alone ? *Alone : chooseVersion(P, V, H, Instances, D);
    if (!S.busyElsewhere(Targets[Chosen.Version], Chosen.Unit))
      break;
  }
  if (P == Policy::Split && profile::enabled())
    profile::recordNotSplit(Node->name, NotSplit);
  Target T = Targets[Chosen.Version];
  const char *Where = deviceName(T, Chosen.Unit);
  if (logging())
    inform("schedule", "node '%s' (%" PRIu64 " instances): %s (policy %s%s%s)",
           Node->name, Instances, Where, policyName(P),
           NotSplit ? "; not split: " : "", NotSplit ? NotSplit : "");

  // Only the measured policy and the profile need the time; the others
  // keep a run to the call.
  bool Timed = P == Policy::Measured || profile::enabled();
  double BeginUs = Timed ? profile::nowUs() : 0;
  {
    // The device is busy while the version runs, also when node code
    // throws (the exception goes on to whoever waits for the graph).
    struct Running {
      DeviceState &S;
      Choice C;
      Target T;
      Running(DeviceState &S, Choice C, Target T) : S(S), C(C), T(T) {
        S.started(T, C.Unit);
      }
      ~Running() { S.finished(T, C.Unit); }
    } Busy(S, Chosen, T);
    Deciding.unlock();
    OpenCLDeviceScope OnDevice(T == Target::OpenCL ? Chosen.Unit : 0);
    GPUDeviceScope OnGPU(T == Target::GPU ? Chosen.Unit : 0);
    Node->versions[Chosen.Version](Args, ParentCtx, N0, N1, N2);
    // The measured policy compares whole runs. The profile times kernels
    // by themselves (CudaDevice.cpp): waiting here would leave the stream
    // idle at every launch.
    if (P == Policy::Measured && T == Target::GPU)
      waitForGPUKernels();
    if (Timed && T == Target::OpenCL)
      waitForOpenCLKernels(Chosen.Unit);
  }
  if (!Timed)
    return;
  double EndUs = profile::nowUs();
  if (P == Policy::Measured)
    recordRun(H, V, Chosen, Instances, (EndUs - BeginUs) * 1e-6);
  if (profile::enabled())
    profile::recordVersion(Node->name, Where, policyName(P), BeginUs, EndUs);
}

extern "C" int hpvm_rt_set_policy(const char *Name) {
  std::optional<Policy> P = Name ? policyNamed(Name) : std::nullopt;
  if (!P)
    return -1;
  currentPolicy().store(*P, std::memory_order_relaxed);
  return 0;
}

extern "C" int hpvm_rt_set_device_available(const char *Name, int Available) {
  std::optional<Target> T = Name ? targetNamed(Name) : std::nullopt;
  if (!T || !DeviceState::global().setAvailable(*T, Available != 0))
    return -1;
  return 0;
}
