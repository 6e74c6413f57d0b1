//===- ThreadPool.cpp - parallel loops on the OpenMP runtime --------------===//
//
// A CPU leaf node is a loop over its dynamic instances; the CPU backend hands
// that loop to hpvm_rt_parallel_for as a chunk function. The chunks run on the
// OpenMP runtime (libomp), which already keeps warm worker teams per calling
// thread, so two graphs in flight on two launcher threads each get a team of
// their own without any locking here.
//
// The worker count is read once, on first use, and passed to every parallel
// region with num_threads rather than set with omp_set_num_threads: that call
// only changes the calling thread's setting, and parallel loops are started
// from many launcher threads. Two graphs running loops at the same time each
// get a full team, oversubscribing the machine while both run; sharing the
// workers out between graphs is the scheduler's job, not this file's.
//
// An exception a chunk throws is rethrown here once the team is done
// (NodeExceptions.h); chunks not yet started then do not run.
//
// Within one graph there is one team at a time: a loop nested in a chunk of
// another runs on the calling thread, and the loop of a child node that runs
// as a task beside its siblings (TaskGraph.cpp) becomes tasks of their team.
//
//===----------------------------------------------------------------------===//
#include "device/cpu/ThreadPool.h"
#include "graph/NodeExceptions.h"
#include "graph/TaskGraph.h"
#include "profile/Profile.h"
#include "scheduler/InstanceWindow.h"
#include "support/Diagnostics.h"
#include "support/Environment.h"

#include "hpvm/hpvm_rt.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <cstdlib>

using namespace hpvm::rt;

namespace {

// More chunks than workers, dealt round-robin, so that work that grows or
// shrinks along the index range still spreads evenly; few enough that each
// chunk is worth a call.
constexpr int64_t ChunksPerThread = 4;

// From setNumThreads; 0 for the default.
std::atomic<int> NumThreads{0};
// Workers this thread leaves to others (SetAsideScope).
thread_local int SetAside = 0;

int defaultNumThreads() {
  static const int FromEnvironment =
      parseNumThreads(getenv("HPVM_NUM_THREADS"), omp_get_num_procs());
  return FromEnvironment;
}

/// Runs chunk [Begin, End) of node Node; under HPVM_PROFILE/HPVM_TRACE it
/// is an event on this worker's row of the trace.
void runChunk(const char *Node, hpvm_rt_chunk_fn Body, void *Env,
              int64_t Begin, int64_t End) {
  if (!profile::enabled()) {
    Body(Env, Begin, End);
    return;
  }
  double BeginUs = profile::nowUs();
  Body(Env, Begin, End);
  profile::recordChunk(Node, Begin, End, BeginUs, profile::nowUs());
}

/// Under HPVM_PROFILE/HPVM_TRACE, records one run of a node's instances
/// from its construction to its destruction.
class NodeRun {
public:
  NodeRun(const char *Node, int64_t Instances, int64_t Threads)
      : Node(Node), Instances(Instances),
        Threads(static_cast<int>(std::min(Threads, Instances))),
        BeginUs(profile::enabled() ? profile::nowUs() : 0) {}
  ~NodeRun() {
    if (profile::enabled())
      profile::recordNodeRun(Node, Instances, Threads, BeginUs,
                             profile::nowUs());
  }

private:
  const char *Node;
  int64_t Instances;
  int Threads;
  double BeginUs;
};

} // namespace

int hpvm::rt::parseNumThreads(const char *Value, int Default) {
  return parsePositiveInt("HPVM_NUM_THREADS", Value, Default, "threads");
}

void hpvm::rt::setNumThreads(int N) {
  NumThreads.store(N > 0 ? N : 0, std::memory_order_relaxed);
}

SetAsideScope::SetAsideScope(int Threads) : Saved(SetAside) {
  SetAside += Threads;
}

SetAsideScope::~SetAsideScope() { SetAside = Saved; }

extern "C" int hpvm_rt_num_threads(void) {
  int N = NumThreads.load(std::memory_order_relaxed);
  return std::max((N > 0 ? N : defaultNumThreads()) - SetAside, 1);
}

extern "C" void hpvm_rt_parallel_for(const char *NodeName, int64_t N,
                                     hpvm_rt_chunk_fn Body, void *Env) {
  if (!Body)
    fatalError("hpvm_rt_parallel_for: node '%s' has no body function",
               NodeName ? NodeName : "(unnamed)");
  // A part of a split launch runs its window of the instances only
  // (InstanceWindow.h): [First, First + N).
  InstanceWindow Window = windowOf(N);
  int64_t First = Window.Begin;
  N = Window.End - Window.Begin;
  if (N <= 0)
    return;

  // Inside a chunk of a parallel loop (a node body that itself runs a
  // parallel loop) every worker is already busy: a nested team would only
  // oversubscribe. The same goes for a parallel region of the program's own.
  int64_t Threads = hpvm_rt_num_threads();
  NodeRun Run(NodeName, N, Threads);
  WorkerRole Role = currentRole();
  if (Threads == 1 || N == 1 || Role == WorkerRole::Chunk ||
      (Role == WorkerRole::Free && omp_in_parallel())) {
    runChunk(NodeName, Body, Env, First, First + N);
    return;
  }

  int64_t NumChunks = std::min(N, Threads * ChunksPerThread);
  int64_t ChunkSize = (N + NumChunks - 1) / NumChunks;
  NumChunks = (N + ChunkSize - 1) / ChunkSize;
  int TeamSize = static_cast<int>(std::min(Threads, NumChunks));

  FirstException Thrown;
  auto runChunkNumber = [&](int64_t Chunk) {
    Thrown.run([&] {
      RoleScope S(WorkerRole::Chunk);
      int64_t Begin = Chunk * ChunkSize;
      runChunk(NodeName, Body, Env, First + Begin,
               First + std::min(N, Begin + ChunkSize));
    });
  };
  // A child node running as a task next to its siblings (TaskGraph.cpp):
  // its chunks become tasks of the same team, which idle workers take.
  if (Role == WorkerRole::Task) {
#pragma omp taskgroup
    for (int64_t Chunk = 0; Chunk < NumChunks; ++Chunk) {
#pragma omp task default(none) firstprivate(Chunk) shared(runChunkNumber)
      runChunkNumber(Chunk);
    }
    Thrown.rethrow();
    return;
  }

  // Static: libomp's dynamic schedule costs 3 to 5 times as much per loop
  // (6.7 vs 2.2 us with 2 workers, 19.5 vs 4.1 us with 16, on an empty loop).
#pragma omp parallel for schedule(static, 1) num_threads(TeamSize)
  for (int64_t Chunk = 0; Chunk < NumChunks; ++Chunk)
    runChunkNumber(Chunk);
  Thrown.rethrow();
}
