//===- Profile.cpp - HPVM_PROFILE=1 and HPVM_TRACE records ----------------===//
//
// The report is printed by an at-exit handler, so it also covers programs
// that never call hpvm_rt_cleanup, and graphs still running then. Its lines
// start with "hpvm-rt: profile:" and go to stderr, like every other message
// of the runtime, leaving the program's own output alone:
//
//   hpvm-rt: profile: GPU 0: NVIDIA H100 80GB HBM3
//   hpvm-rt: profile: graph 'vectorAdd': 2 launches, 3.104 ms launch to wait
//   hpvm-rt: profile: node 'scale' on the cpu: 2 launches, 2048 instances,
//                     16 threads, 1.250 ms                     (on one line)
//   hpvm-rt: profile: node 'vadd': 2 launches, 0.031 ms in kernels,
//                     grid 4096 x 1 x 1 blocks of 256 x 1 x 1 threads
//                                                              (on one line)
//   hpvm-rt: profile: cuda graph 'dilate + erode + combine': 3 kernels,
//                     9 replays, 0.810 ms in kernels, 2 kernel parameter
//                     updates
//                                                              (on one line)
//   hpvm-rt: profile: stream 'edges' stage 'smooth': 16 items, 4.210 ms,
//                     memory 1.100 ms (lock 0.200 ms, copies 0.800 ms),
//                     waiting 0.300 ms for items, 0.500 ms for the GPU,
//                     0.000 ms to hand on                      (on one line)
//   hpvm-rt: profile: stream 'edges' host: 16 pushes 0.120 ms, 16 pops
//                     waiting 3.200 ms, copies 1.600 ms        (on one line)
//   hpvm-rt: profile: policy: item
//   hpvm-rt: profile: node 'vadd' versions: gpu 2 runs 0.412 ms,
//                     cpu 2 runs 1.805 ms                      (on one line)
//   hpvm-rt: profile: node 'hist' not split in 2 launches: it uses atomics
//   hpvm-rt: profile: transfers: 2 host->device (8388608 bytes),
//                     1 device->host (4194304 bytes)           (on one line)
//
// A stream is a graph too (launch to wait); its stages are counted by
// items. A stage's time is what it spent running items, of which "memory"
// in the memory calls of gpu nodes (waiting for the device's acquire lock,
// copying to the device); then what it waited for, outside its items. The
// host line is the pushing and popping threads' side of the stream. A gpu node's grid and block are its last launch's; "last grid" says that
// earlier launches had others.
//
//===----------------------------------------------------------------------===//
#include "profile/Profile.h"
#include "memory/MemoryTracker.h"
#include "profile/Trace.h"

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

struct GraphProfile {
  uint64_t Launches = 0;
  double Ms = 0;
};

struct CPUNodeProfile {
  uint64_t Launches = 0;
  uint64_t Instances = 0;
  int Threads = 0; // the most any launch had
  double Ms = 0;
};

struct GPUNodeProfile {
  uint64_t Kernels = 0;
  double KernelMs = 0;
  int64_t Grid[3] = {0, 0, 0};
  int64_t Block[3] = {0, 0, 0};
  bool ShapesDiffer = false;
};

struct GPUGraphProfile {
  uint64_t Kernels = 0, Replays = 0, ParamsSet = 0;
  double KernelMs = 0;
};

struct StageProfile {
  uint64_t Items = 0;
  double Ms = 0;
  profile::ThreadTimes Memory;
  double WaitItemsMs = 0, WaitGPUMs = 0, HandOnMs = 0;
};

struct StreamHostProfile {
  uint64_t Pushes = 0, Pops = 0;
  double PushMs = 0, PopMs = 0, CopyMs = 0;
};

struct VersionProfile {
  uint64_t Runs = 0;
  double Ms = 0;
};

struct Profile {
  std::atomic<bool> Cancelled{false};
  std::mutex M;
  std::vector<std::string> Devices;
  // Sorted, for a stable report.
  std::map<std::string, GraphProfile> Graphs;
  std::map<std::string, CPUNodeProfile> CPUNodes;
  std::map<std::string, GPUNodeProfile> GPUNodes;
  std::map<std::string, GPUGraphProfile> GPUGraphs; // by label
  /// By stream, then by stage in the order they first ran.
  std::map<std::string, std::vector<std::pair<std::string, StageProfile>>>
      Stages;
  std::map<std::string, StreamHostProfile> StreamHosts;
  /// The policy of the last scheduled run.
  std::string Policy;
  /// By node, then by target in the order they first ran.
  std::map<std::string, std::vector<std::pair<std::string, VersionProfile>>>
      Versions;
  /// Launches not split under the split policy, and the last reason, by
  /// node.
  std::map<std::string, std::pair<uint64_t, std::string>> NotSplit;
};

// Never destroyed: the report reads it at exit.
Profile &data() {
  static auto *P = new Profile;
  return *P;
}

/// A graph's or node's name without the parameter list that generated
/// names carry ("__hpvm_leaf_f_0_0(float*, long)"). A null one is a
/// caller's bug that the profile does not make worse.
std::string name(const char *Name) {
  if (!Name)
    return "(unnamed)";
  const char *Paren = strchr(Name, '(');
  return Paren && Paren != Name ? std::string(Name, Paren) : Name;
}

const char *plural(uint64_t N) { return N == 1 ? "" : "es"; }

/// The entry of \p Key in \p List, added at its end on first use.
template <typename T>
T &entry(std::vector<std::pair<std::string, T>> &List, const std::string &Key) {
  auto It = std::find_if(List.begin(), List.end(),
                         [&](const auto &E) { return E.first == Key; });
  if (It == List.end())
    It = List.insert(List.end(), {Key, T()});
  return It->second;
}

/// "[8, 1, 1]" for the trace.
std::string jsonTriple(const int64_t V[3]) {
  return "[" + std::to_string(V[0]) + ", " + std::to_string(V[1]) + ", " +
         std::to_string(V[2]) + "]";
}

void report() {
  Profile &P = data();
  if (P.Cancelled)
    return;
  std::lock_guard<std::mutex> Lock(P.M);
  for (const std::string &Device : P.Devices)
    fprintf(stderr, "hpvm-rt: profile: %s\n", Device.c_str());
  for (const auto &[Name, G] : P.Graphs)
    fprintf(stderr,
            "hpvm-rt: profile: graph '%s': %" PRIu64
            " launch%s, %.3f ms launch to wait\n",
            Name.c_str(), G.Launches, plural(G.Launches), G.Ms);
  for (const auto &[Name, Node] : P.CPUNodes)
    fprintf(stderr,
            "hpvm-rt: profile: node '%s' on the cpu: %" PRIu64
            " launch%s, %" PRIu64 " instance%s, %d thread%s, %.3f ms\n",
            Name.c_str(), Node.Launches, plural(Node.Launches), Node.Instances,
            Node.Instances == 1 ? "" : "s", Node.Threads,
            Node.Threads == 1 ? "" : "s", Node.Ms);
  for (const auto &[Name, Node] : P.GPUNodes)
    fprintf(stderr,
            "hpvm-rt: profile: node '%s': %" PRIu64
            " launch%s, %.3f ms in kernels, %s %" PRId64 " x %" PRId64
            " x %" PRId64 " blocks of %" PRId64 " x %" PRId64 " x %" PRId64
            " threads\n",
            Name.c_str(), Node.Kernels, plural(Node.Kernels), Node.KernelMs,
            Node.ShapesDiffer ? "last grid" : "grid", Node.Grid[0],
            Node.Grid[1], Node.Grid[2], Node.Block[0], Node.Block[1],
            Node.Block[2]);
  for (const auto &[Label, G] : P.GPUGraphs)
    fprintf(stderr,
            "hpvm-rt: profile: cuda graph '%s': %" PRIu64 " kernels, %" PRIu64
            " replay%s, %.3f ms in kernels, %" PRIu64
            " kernel parameter update%s\n",
            Label.c_str(), G.Kernels, G.Replays, G.Replays == 1 ? "" : "s",
            G.KernelMs, G.ParamsSet, G.ParamsSet == 1 ? "" : "s");
  for (const auto &[Stream, Stages] : P.Stages) {
    for (const auto &[Stage, S] : Stages)
      fprintf(stderr,
              "hpvm-rt: profile: stream '%s' stage '%s': %" PRIu64
              " item%s, %.3f ms, memory %.3f ms (lock %.3f ms, copies %.3f "
              "ms), waiting %.3f ms for items, %.3f ms for the GPU, %.3f ms "
              "to hand on\n",
              Stream.c_str(), Stage.c_str(), S.Items, S.Items == 1 ? "" : "s",
              S.Ms, S.Memory.MemoryUs / 1000, S.Memory.LockUs / 1000,
              S.Memory.CopyUs / 1000, S.WaitItemsMs, S.WaitGPUMs, S.HandOnMs);
    if (auto H = P.StreamHosts.find(Stream); H != P.StreamHosts.end())
      fprintf(stderr,
              "hpvm-rt: profile: stream '%s' host: %" PRIu64
              " push%s %.3f ms, %" PRIu64 " pop%s waiting %.3f ms, copies "
              "%.3f ms\n",
              Stream.c_str(), H->second.Pushes, plural(H->second.Pushes),
              H->second.PushMs, H->second.Pops,
              H->second.Pops == 1 ? "" : "s", H->second.PopMs,
              H->second.CopyMs);
  }
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
  for (const auto &[Name, Count] : P.NotSplit)
    fprintf(stderr,
            "hpvm-rt: profile: node '%s' not split in %" PRIu64
            " launch%s: %s\n",
            Name.c_str(), Count.first, plural(Count.first),
            Count.second.c_str());
  MemoryStats S = MemoryTracker::global().stats();
  fprintf(stderr,
          "hpvm-rt: profile: transfers: %" PRIu64 " host->device (%" PRIu64
          " bytes), %" PRIu64 " device->host (%" PRIu64 " bytes)\n",
          S.ToDevice, S.ToDeviceBytes, S.ToHost, S.ToHostBytes);
}

bool readEnabled() {
  const char *Value = getenv("HPVM_PROFILE");
  bool Report = Value && strcmp(Value, "1") == 0;
  if (Report) {
    data(); // before atexit, so that it outlives the handler
    atexit(report);
  }
  return trace::enabled() || Report;
}

const std::chrono::steady_clock::time_point &origin() {
  static const auto Origin = std::chrono::steady_clock::now();
  return Origin;
}
// Set when the program starts, before any graph records its launch time.
[[maybe_unused]] const auto &OriginAtStart = origin();

} // namespace

bool profile::enabled() {
  static const bool Enabled = readEnabled();
  return Enabled;
}

double profile::toUs(std::chrono::steady_clock::time_point T) {
  return std::chrono::duration<double, std::micro>(T - origin()).count();
}

double profile::nowUs() { return toUs(std::chrono::steady_clock::now()); }

void profile::recordDevice(const char *Description) {
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  P.Devices.push_back(Description);
}

void profile::recordGraph(const char *Graph, double LaunchedUs, double DoneUs) {
  if (trace::enabled())
    trace::event(trace::Track::HostThread, name(Graph), "graph", LaunchedUs,
                 DoneUs, "");
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  GraphProfile &G = P.Graphs[name(Graph)];
  ++G.Launches;
  G.Ms += (DoneUs - LaunchedUs) / 1000;
}

void profile::recordNodeRun(const char *Node, int64_t Instances, int Threads,
                            double BeginUs, double EndUs) {
  if (trace::enabled())
    trace::event(trace::Track::HostThread, name(Node), "node", BeginUs, EndUs,
                 "\"instances\": " + std::to_string(Instances) +
                     ", \"threads\": " + std::to_string(Threads));
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  CPUNodeProfile &N = P.CPUNodes[name(Node)];
  ++N.Launches;
  N.Instances += Instances;
  N.Threads = std::max(N.Threads, Threads);
  N.Ms += (EndUs - BeginUs) / 1000;
}

void profile::recordChunk(const char *Node, int64_t Begin, int64_t End,
                          double BeginUs, double EndUs) {
  if (trace::enabled())
    trace::event(trace::Track::HostThread, name(Node), "chunk", BeginUs, EndUs,
                 "\"begin\": " + std::to_string(Begin) +
                     ", \"end\": " + std::to_string(End));
}

void profile::recordKernel(const char *Node, const char *Kernel,
                           const int64_t Grid[3], const int64_t Block[3],
                           float KernelMs, double BeginUs, double EndUs) {
  if (trace::enabled())
    trace::event(trace::Track::GPUKernels, name(Node), "kernel", BeginUs, EndUs,
                 "\"kernel\": \"" + name(Kernel) +
                     "\", \"gpu_ms\": " + std::to_string(KernelMs) +
                     ", \"grid\": " + jsonTriple(Grid) +
                     ", \"block\": " + jsonTriple(Block));
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  GPUNodeProfile &N = P.GPUNodes[name(Node)];
  if (N.Kernels != 0 && !(std::equal(Grid, Grid + 3, N.Grid) &&
                          std::equal(Block, Block + 3, N.Block)))
    N.ShapesDiffer = true;
  std::copy(Grid, Grid + 3, N.Grid);
  std::copy(Block, Block + 3, N.Block);
  ++N.Kernels;
  N.KernelMs += KernelMs;
}

void profile::recordGPUGraph(const char *Label, size_t Kernels,
                             size_t ParamsSet, float KernelMs, double BeginUs,
                             double EndUs) {
  if (trace::enabled())
    trace::event(trace::Track::GPUKernels, name(Label), "cuda graph", BeginUs,
                 EndUs,
                 "\"kernels\": " + std::to_string(Kernels) +
                     ", \"gpu_ms\": " + std::to_string(KernelMs));
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  GPUGraphProfile &G = P.GPUGraphs[name(Label)];
  G.Kernels = Kernels;
  ++G.Replays;
  G.ParamsSet += ParamsSet;
  G.KernelMs += KernelMs;
}

void profile::recordStage(const char *Stream, const char *Stage,
                          uint64_t Item, double BeginUs, double EndUs) {
  if (trace::enabled())
    trace::event(trace::Track::HostThread, name(Stage), "stage", BeginUs,
                 EndUs,
                 "\"stream\": \"" + name(Stream) +
                     "\", \"item\": " + std::to_string(Item));
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  StageProfile &S = entry(P.Stages[name(Stream)], name(Stage));
  ++S.Items;
  S.Ms += (EndUs - BeginUs) / 1000;
}

profile::ThreadTimes &profile::threadTimes() {
  static thread_local ThreadTimes Times;
  return Times;
}

void profile::recordStageWaits(const char *Stream, const char *Stage,
                               double WaitItemsUs, double WaitGPUUs,
                               double HandOnUs, const ThreadTimes &Memory) {
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  StageProfile &S = entry(P.Stages[name(Stream)], name(Stage));
  S.WaitItemsMs += WaitItemsUs / 1000;
  S.WaitGPUMs += WaitGPUUs / 1000;
  S.HandOnMs += HandOnUs / 1000;
  S.Memory.MemoryUs += Memory.MemoryUs;
  S.Memory.LockUs += Memory.LockUs;
  S.Memory.CopyUs += Memory.CopyUs;
}

void profile::recordStreamHost(const char *Stream, uint64_t Pushes,
                               double PushUs, uint64_t Pops, double PopUs,
                               const ThreadTimes &Memory) {
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  StreamHostProfile &H = P.StreamHosts[name(Stream)];
  H.Pushes += Pushes;
  H.PushMs += PushUs / 1000;
  H.Pops += Pops;
  H.PopMs += PopUs / 1000;
  H.CopyMs += Memory.CopyUs / 1000;
}

void profile::recordVersion(const char *Node, const char *Target,
                            const char *Policy, double BeginUs, double EndUs) {
  if (trace::enabled())
    trace::event(trace::Track::HostThread, name(Node), "version", BeginUs,
                 EndUs,
                 std::string("\"target\": \"") + Target +
                     "\", \"policy\": \"" + Policy + "\"");
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  P.Policy = Policy;
  VersionProfile &V = entry(P.Versions[name(Node)], Target);
  ++V.Runs;
  V.Ms += (EndUs - BeginUs) / 1000;
}

void profile::recordNotSplit(const char *Node, const char *Why) {
  Profile &P = data();
  std::lock_guard<std::mutex> Lock(P.M);
  auto &Entry = P.NotSplit[name(Node)];
  ++Entry.first;
  Entry.second = Why;
}

void profile::recordCopy(bool ToDevice, size_t Bytes, double BeginUs,
                         double EndUs) {
  threadTimes().CopyUs += EndUs - BeginUs;
  if (trace::enabled())
    trace::event(trace::Track::GPUCopies,
                 ToDevice ? "host->device" : "device->host", "copy", BeginUs,
                 EndUs, "\"bytes\": " + std::to_string(Bytes));
}

void profile::cancelReport() {
  data().Cancelled = true;
  trace::cancel();
}
