//===- SplitRun.cpp - one launch of a node on several devices at once -----===//
#include "scheduler/SplitRun.h"
#include "device/cpu/ThreadPool.h"
#include "device/cuda/CudaDevice.h"
#include "device/cuda/StagedCopies.h"
#include "device/opencl/OpenCLDevice.h"
#include "memory/SplitCopies.h"
#include "profile/Profile.h"
#include "scheduler/InstanceWindow.h"
#include "support/Diagnostics.h"

#include <algorithm>
#include <cinttypes>
#include <cstdlib>
#include <exception>
#include <memory>
#include <thread>

using namespace hpvm::rt;

namespace {

SplitSpec readSpec() {
  std::string Error;
  std::optional<SplitSpec> Spec = parseSplit(getenv("HPVM_SPLIT"), Error);
  if (Spec)
    return *Spec;
  warning("HPVM_SPLIT: %s; using auto", Error.c_str());
  return SplitSpec();
}

struct CurrentSpec {
  std::mutex M;
  SplitSpec Spec = readSpec();
};

CurrentSpec &currentSpec() {
  static CurrentSpec S;
  return S;
}

SplitSpec splitSpec() {
  CurrentSpec &S = currentSpec();
  std::lock_guard<std::mutex> Lock(S.M);
  return S.Spec;
}

size_t rateIndex(Choice C) { return C.Version * MaxUnits + C.Unit; }

/// How the objects the parts write are copied (SplitSections.h): all whole
/// when the compiler knows no sections or only the host runs parts.
SectionPlan planCopies(const hpvm_rt_node &Node,
                       const std::vector<SplitPart> &Parts, void *Args,
                       int64_t N0, int64_t N1, int64_t N2, bool OnDevices) {
  if (!Node.split_sections || !OnDevices) {
    SectionPlan Whole;
    Whole.PerPart.resize(Parts.size());
    return Whole;
  }
  std::vector<std::vector<ParamSection>> PerPart;
  std::vector<uint64_t> Out(4 * static_cast<size_t>(Node.num_sections));
  for (const SplitPart &P : Parts) {
    Node.split_sections(Args, N0, N1, N2, P.Begin, P.End, Out.data());
    std::vector<ParamSection> &Params = PerPart.emplace_back();
    for (size_t K = 0; K != Out.size(); K += 4)
      Params.push_back({Out[K], Out[K + 1], Out[K + 2], Out[K + 3] != 0});
  }
  return planSections(PerPart, MemoryTracker::global());
}

/// The parts of a launch: each usable device version on each usable device,
/// and the first usable host version or those Spec names.
std::vector<SplitPart> candidateParts(const Versions &V, const SplitSpec &Spec,
                                      Devices &D) {
  std::vector<SplitPart> Parts;
  bool HostTaken = false;
  for (unsigned I = 0; I != V.Count; ++I) {
    Target T = V.Targets[I];
    if (onHost(T)) {
      if ((HostTaken && !(Spec.Fixed && Spec.Named[static_cast<int>(T)])) ||
          !D.usable(T, 0))
        continue;
      HostTaken = true;
      Parts.push_back({{I, 0}, T});
      continue;
    }
    if (!D.usable(T, 0))
      continue;
    Parts.push_back({{I, 0}, T});
    for (unsigned U = 1, Units = D.units(T); U != Units; ++U)
      if (D.usable(T, U))
        Parts.push_back({{I, U}, T});
  }
  return Parts;
}

} // namespace

std::optional<std::vector<SplitPart>>
hpvm::rt::planSplit(const hpvm_rt_node &Node, const Versions &V, NodeHistory &H,
                    int64_t N0, bool Nested, Devices &D, DeviceState &S,
                    const char *&Why) {
  if (Node.no_split) {
    Why = Node.no_split;
    return std::nullopt;
  }
  if (Nested) {
    Why = "it runs in an instance of a parent on the host";
    return std::nullopt;
  }
  if (N0 < 2) {
    Why = "one instance along its outermost dimension";
    return std::nullopt;
  }
  if (!S.idle()) {
    Why = "other nodes are running";
    return std::nullopt;
  }
  SplitSpec Spec = splitSpec();
  std::vector<SplitPart> Parts = candidateParts(V, Spec, D);
  if (Parts.size() < 2) {
    Why = "only one of its versions can run";
    return std::nullopt;
  }
  std::vector<PartCost> Costs;
  {
    std::lock_guard<std::mutex> Lock(H.SplitM);
    H.SplitRates.resize(V.Count * MaxUnits);
    H.SplitOverheads.resize(V.Count * MaxUnits);
    H.SplitRuns.resize(V.Count * MaxUnits);
    // A part's first launch pays for loading code and allocating: its
    // costs count from the second on (equal shares until then).
    for (const SplitPart &P : Parts) {
      size_t I = rateIndex(P.C);
      Costs.push_back({H.SplitRuns[I] < NodeHistory::Trials ? 0.0
                                                            : H.SplitRates[I],
                       H.SplitOverheads[I]});
    }
  }
  assignShares(Parts, Spec, Costs, N0);
  assignWindows(Parts, N0);
  std::vector<SplitPart> Running;
  for (const SplitPart &P : Parts)
    if (P.Begin != P.End)
      Running.push_back(P);
  return Running;
}

std::string hpvm::rt::describeSplit(const std::vector<SplitPart> &Parts) {
  std::string Text;
  for (const SplitPart &P : Parts) {
    char Item[96];
    snprintf(Item, sizeof(Item), "%s%s [%" PRId64 ", %" PRId64 ")",
             Text.empty() ? "" : " + ", deviceName(P.T, P.C.Unit), P.Begin,
             P.End);
    Text += Item;
  }
  return Text;
}

void hpvm::rt::runSplit(hpvm_rt_node &Node, const std::vector<SplitPart> &Parts,
                        NodeHistory &H, void *Args, void *ParentCtx, int64_t N0,
                        int64_t N1, int64_t N2, DeviceState &S,
                        std::unique_lock<std::mutex> &Deciding, bool Log) {
  for (const SplitPart &P : Parts)
    S.started(P.T, P.C.Unit);
  Deciding.unlock();
  auto Run = [&](const SplitPart &P) {
    WindowScope Window({P.Begin, P.End});
    Node.versions[P.C.Version](Args, ParentCtx, N0, N1, N2);
  };
  // A device part's work is from its launch to its kernel's end; the rest,
  // its copies, is overhead.
  std::vector<double> BeginUs(Parts.size()), EndUs(Parts.size()),
      WorkUs(Parts.size());

  // Device parts first, each on a thread of its own, all at once: each
  // copies to its own device (SplitCopies.h).
  bool OnDevices = std::any_of(Parts.begin(), Parts.end(),
                               [](const SplitPart &P) { return !onHost(P.T); });
  SectionPlan Plan = planCopies(Node, Parts, Args, N0, N1, N2, OnDevices);
  if (Log && OnDevices)
    inform("schedule", "node '%s': split copies %s", Node.name,
           Node.split_sections
               ? describeSections(Plan).c_str()
               : "whole objects (the compiler knows no sections)");
  SplitCopies Copies(MemoryTracker::global());
  std::vector<std::unique_ptr<SplitCopies::Part>> DeviceParts;
  std::vector<std::thread> Threads;
  for (size_t I = 0; I != Parts.size(); ++I) {
    const SplitPart &P = Parts[I];
    if (onHost(P.T))
      continue;
    DeviceParts.push_back(
        std::make_unique<SplitCopies::Part>(Copies, Plan.PerPart[I]));
    SplitCopies::Part &Memory = *DeviceParts.back();
    Threads.emplace_back([&, I] {
      SplitCopies::PartScope Scope(Memory);
      OpenCLDeviceScope OnDevice(P.T == Target::OpenCL ? P.C.Unit : 0);
      GPUDeviceScope OnGPU(P.T == Target::GPU ? P.C.Unit : 0);
      BeginUs[I] = profile::nowUs();
      Run(P);
      if (P.T == Target::GPU)
        waitForGPUKernels();
      if (P.T == Target::OpenCL)
        waitForOpenCLKernels(P.C.Unit);
      Memory.launching(); // should its version have launched nothing
      WorkUs[I] = profile::nowUs() - Memory.launchedUs();
      Memory.fetch();
      EndUs[I] = profile::nowUs();
    });
  }
  for (const std::unique_ptr<SplitCopies::Part> &Memory : DeviceParts)
    Copies.waitUntilLaunching(*Memory);
  Copies.snapshot(DeviceParts);

  // Then the host parts, on this thread, while the kernels run.
  std::exception_ptr Thrown;
  // A device part's thread needs a core, and a GPU part's copies through
  // page-locked buffers several: on all cores, the copies of a GPU part
  // that ends first crawled until the host part ended, and the automatic
  // shares took the GPU for as slow as the host.
  int DeviceThreads = 0;
  for (const SplitPart &P : Parts)
    if (!onHost(P.T))
      DeviceThreads +=
          1 + (P.T == Target::GPU ? cuda::StagedCopies::maxThreads() : 0);
  {
    SetAsideScope LeaveCores(DeviceThreads);
    for (size_t I = 0; I != Parts.size() && !Thrown; ++I) {
      if (!onHost(Parts[I].T))
        continue;
      BeginUs[I] = profile::nowUs();
      try {
        Run(Parts[I]);
      } catch (...) {
        Thrown = std::current_exception();
      }
      EndUs[I] = profile::nowUs();
      WorkUs[I] = EndUs[I] - BeginUs[I];
    }
  }
  for (std::thread &T : Threads)
    T.join();
  if (!Thrown)
    Copies.merge(DeviceParts);
  for (const SplitPart &P : Parts)
    S.finished(P.T, P.C.Unit);
  if (Thrown)
    std::rethrow_exception(Thrown);

  {
    std::lock_guard<std::mutex> Lock(H.SplitM);
    for (size_t I = 0; I != Parts.size(); ++I) {
      H.SplitRates[rateIndex(Parts[I].C)] =
          static_cast<double>(Parts[I].End - Parts[I].Begin) /
          std::max(WorkUs[I], 1.0) * 1e6;
      H.SplitOverheads[rateIndex(Parts[I].C)] =
          std::max(EndUs[I] - BeginUs[I] - WorkUs[I], 0.0) * 1e-6;
      ++H.SplitRuns[rateIndex(Parts[I].C)];
    }
  }
  if (profile::enabled())
    for (size_t I = 0; I != Parts.size(); ++I)
      profile::recordVersion(Node.name, deviceName(Parts[I].T, Parts[I].C.Unit),
                             policyName(Policy::Split), BeginUs[I], EndUs[I]);
}

extern "C" int hpvm_rt_set_split(const char *Text) {
  std::string Error;
  std::optional<SplitSpec> Spec = Text ? parseSplit(Text, Error) : std::nullopt;
  if (!Spec)
    return -1;
  CurrentSpec &S = currentSpec();
  std::lock_guard<std::mutex> Lock(S.M);
  S.Spec = *Spec;
  return 0;
}
