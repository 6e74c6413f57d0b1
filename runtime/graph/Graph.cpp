//===- Graph.cpp - launching and waiting for graphs -----------------------===//
//
// hpvm_rt_run runs a graph's root function on the calling thread: hpvmcc
// calls it for a launch that the host waits for at once, the common case (a
// `#pragma hpvm graph` without nowait), so such a graph never crosses
// threads and its parallel loops run on the calling thread's team of
// workers, as an OpenMP loop written there would.
//
// hpvm_rt_launch runs a graph's root function asynchronously on a launcher
// thread; hpvm_rt_wait blocks until it returns. Creating a thread per launch
// costs tens of microseconds, so launcher threads persist in a pool: created
// on demand, and added whenever every existing one is busy. That growth is
// what lets any number of graphs be in flight at once, including graphs that
// launch graphs and wait for them.
//
// Launched graphs wait in one queue under one mutex. Whoever takes a graph
// off the queue runs it: a launcher thread, or hpvm_rt_wait itself when it
// finds its graph not yet started. Launcher threads never spin: one that
// polled the queue took graphs that their waiter was about to run itself,
// and on a machine with fewer free cores than threads it spun against the
// threads doing the work (a time loop of small graphs ran up to a hundred
// times slower than OpenMP loops). An idle launcher thread sleeps on a
// condition variable; woken for a graph launched less than Grace ago, it
// sleeps until then, leaving the graph to a waiter that waits at once, and
// graphs launched meanwhile wake nobody, since it will look again. A graph
// nobody waits for yet thus starts up to Grace late, which is noise next to
// host work worth overlapping with it. A waiter whose graph is running
// spins a few microseconds, less than a wake-up costs, before it sleeps.
//
// An exception that leaves a graph's root is kept for the thread that waits
// for the graph (NodeExceptions.h).
//
//===----------------------------------------------------------------------===//
#include "graph/Graph.h"
#include "device/cuda/CudaDevice.h"
#include "graph/NodeExceptions.h"
#include "profile/Profile.h"
#include "stream/Stream.h"
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <exception>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>
#include <unordered_set>
#include <vector>

#ifdef __linux__
#include <sys/prctl.h>
#endif

using namespace hpvm::rt;

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::chrono::microseconds SpinLimit(5);

// How long a launched graph is left to its waiter. Longer than a launch and
// a wait take between them, including the wake-up of a launcher thread and
// a sanitizer's slowdown.
constexpr std::chrono::microseconds Grace(50);

/// One launched graph. While it is on a launcher thread, that thread and the
/// handle the user waits on each own it; whichever lets go last deletes it,
/// so neither side can touch it after the other has freed it.
struct Graph {
  Graph(const char *Name, hpvm_rt_root_fn Root, void *Args)
      : Name(Name), Root(Root), Args(Args) {}

  const std::string Name;
  const hpvm_rt_root_fn Root;
  void *const Args;
  const Clock::time_point Launched = Clock::now();
  // What the root threw; read by the waiter once Done.
  std::exception_ptr Thrown;
  std::atomic<bool> Done{false};
  std::atomic<int> Owners{2};
  std::mutex M;
  std::condition_variable DoneCV;
};

void release(Graph *G) {
  if (G->Owners.fetch_sub(1, std::memory_order_acq_rel) == 1)
    delete G;
}

/// The name of the graph this thread is running the root of, if any.
thread_local const char *CurrentGraph = nullptr;

/// Runs a graph's root; returns what it threw, if anything.
std::exception_ptr runRoot(const char *Name, hpvm_rt_root_fn Root,
                           void *Args) {
  const char *Outer = CurrentGraph;
  CurrentGraph = Name;
  std::exception_ptr Thrown;
  try {
    Root(Args);
  } catch (...) {
    Thrown = std::current_exception();
  }
  CurrentGraph = Outer;
  // The root launch is over: the GPU gets the kernels it kept.
  if (!Outer)
    flushGPULaunches();
  return Thrown;
}

std::exception_ptr runRoot(const Graph *G) {
  return runRoot(G->Name.c_str(), G->Root, G->Args);
}

void cpuRelax() {
#if defined(__x86_64__) || defined(__i386__)
  __builtin_ia32_pause();
#else
  std::this_thread::yield();
#endif
}

/// Polls Ready until End; returns whether it became true.
template <typename PredT> bool spinUntil(PredT Ready, Clock::time_point End) {
  do {
    for (int I = 0; I < 64; ++I) {
      if (Ready())
        return true;
      cpuRelax();
    }
  } while (Clock::now() < End);
  return false;
}

/// Takes M, spinning a little first: the critical sections here last tens
/// of nanoseconds, while sleeping on a contended mutex costs a wake-up.
std::unique_lock<std::mutex> lockSpinning(std::mutex &M) {
  std::unique_lock<std::mutex> Lock(M, std::try_to_lock);
  for (int I = 0; I < 128 && !Lock.owns_lock(); ++I) {
    cpuRelax();
    Lock.try_lock();
  }
  if (!Lock.owns_lock())
    Lock.lock();
  return Lock;
}

class LauncherPool {
public:
  Graph *launch(const char *Name, hpvm_rt_root_fn Root, void *Args);
  void wait(Graph *G);
  void start();
  void stop();

private:
  void serve();
  /// Waits for G, a handle known to be in flight, and releases it.
  void waitFor(Graph *G);
  /// Takes G off the queue if no launcher thread has yet.
  bool takeBack(Graph *G);
  // ForGraph names the graph that needs the thread, null at start-up.
  void spawnLocked(const char *ForGraph);

  std::mutex M;
  std::condition_variable WorkCV;
  std::deque<Graph *> Queue;
  // Launcher threads asleep until the front graph's grace is over, which
  // will look at the queue again without being woken.
  int Watchers = 0;
  std::vector<std::thread> Threads;
  // Launcher threads not running a graph, kept >= Queue.size() by spawning
  // so that every queued graph has a thread that will take it. Taken under
  // M; given back without it, but before the graph is marked done, so that
  // waiting for a graph and launching the next finds the thread free.
  std::atomic<size_t> Free{0};
  bool Stopping = false;

  // Handles hpvm_rt_wait may still be called on, so that a second wait is
  // caught (unless a newer graph got the same address in between). A lock of
  // their own keeps waiters off the queue lock.
  std::mutex HandlesM;
  std::unordered_set<Graph *> Unwaited;
};

void LauncherPool::spawnLocked(const char *ForGraph) {
  try {
    Threads.emplace_back(&LauncherPool::serve, this);
  } catch (const std::system_error &E) {
    if (ForGraph)
      fatalError("hpvm_rt_launch: cannot start a thread for graph '%s': %s",
                 ForGraph, E.what());
    fatalError("hpvm_rt_init: cannot start a launcher thread: %s", E.what());
  }
  ++Free;
}

void LauncherPool::serve() {
#ifdef __linux__
  // Linux lets a timed sleep run 50 us late by default, more than the grace.
  prctl(PR_SET_TIMERSLACK, 1000UL);
#endif
  std::unique_lock<std::mutex> Lock(M);
  for (;;) {
    if (Queue.empty() && !Stopping) {
      WorkCV.wait(Lock);
      continue;
    }
    if (!Queue.empty() && !Stopping &&
        Clock::now() < Queue.front()->Launched + Grace) {
      // Asleep, so that the waiter has a core to run on. Meanwhile the
      // graphs launched need not wake anyone: this thread looks again.
      ++Watchers;
      WorkCV.wait_until(Lock, Queue.front()->Launched + Grace);
      --Watchers;
      continue;
    }
    --Free;
    if (Queue.empty())
      return;
    Graph *G = Queue.front();
    Queue.pop_front();
    bool More = !Queue.empty();
    Lock.unlock();
    // Nobody may be watching the rest: another free thread takes over.
    if (More)
      WorkCV.notify_one();

    G->Thrown = runRoot(G);
    ++Free;
    {
      // Set under the lock so a waiter about to sleep cannot miss it.
      std::lock_guard<std::mutex> DoneLock(G->M);
      G->Done.store(true, std::memory_order_release);
    }
    G->DoneCV.notify_one();
    release(G);
    Lock.lock();
  }
}

Graph *LauncherPool::launch(const char *Name, hpvm_rt_root_fn Root,
                            void *Args) {
  auto *G = new Graph(Name, Root, Args);
  {
    std::unique_lock<std::mutex> Lock = lockSpinning(HandlesM);
    Unwaited.insert(G);
  }
  bool Wake;
  {
    std::unique_lock<std::mutex> Lock = lockSpinning(M);
    Queue.push_back(G);
    if (Queue.size() > Free)
      spawnLocked(Name);
    Wake = Watchers == 0;
  }
  if (Wake)
    WorkCV.notify_one();
  return G;
}

bool LauncherPool::takeBack(Graph *G) {
  std::unique_lock<std::mutex> Lock = lockSpinning(M);
  // The graph waited for is usually the one launched last.
  auto It = std::find(Queue.rbegin(), Queue.rend(), G);
  if (It == Queue.rend())
    return false;
  Queue.erase(std::next(It).base());
  return true;
}

void LauncherPool::wait(Graph *G) {
  {
    std::unique_lock<std::mutex> Lock = lockSpinning(HandlesM);
    if (!Unwaited.erase(G))
      fatalError("hpvm_rt_wait: %p is not a graph in flight (already waited "
                 "for, or not returned by hpvm_rt_launch)",
                 static_cast<void *>(G));
  }
  if (profile::enabled()) {
    // After the wait the graph is gone.
    std::string Name = G->Name;
    double LaunchedUs = profile::toUs(G->Launched);
    waitFor(G);
    profile::recordGraph(Name.c_str(), LaunchedUs, profile::nowUs());
    return;
  }
  waitFor(G);
}

void LauncherPool::waitFor(Graph *G) {
  if (takeBack(G)) {
    // No launcher thread ever saw it: the waiter is its only owner.
    keepForWaiter(runRoot(G));
    delete G;
    return;
  }
  if (!spinUntil([&] { return G->Done.load(std::memory_order_acquire); },
                 Clock::now() + SpinLimit)) {
    std::unique_lock<std::mutex> DoneLock(G->M);
    G->DoneCV.wait(DoneLock,
                   [&] { return G->Done.load(std::memory_order_acquire); });
  }
  keepForWaiter(G->Thrown);
  release(G);
}

void LauncherPool::start() {
  std::lock_guard<std::mutex> Lock(M);
  if (Threads.empty())
    spawnLocked(nullptr);
}

void LauncherPool::stop() {
  // A launcher thread would wait for itself.
  if (CurrentGraph) {
    warning("hpvm_rt_cleanup called from inside graph '%s'; launcher threads "
            "keep running",
            CurrentGraph);
    return;
  }
  {
    std::lock_guard<std::mutex> Lock(HandlesM);
    if (!Unwaited.empty())
      warning("hpvm_rt_cleanup: %zu graph(s) launched but not waited for, "
              "including '%s'; letting them finish",
              Unwaited.size(), (*Unwaited.begin())->Name.c_str());
  }
  std::vector<std::thread> Joining;
  {
    std::lock_guard<std::mutex> Lock(M);
    Stopping = true;
    Joining.swap(Threads);
  }
  WorkCV.notify_all();
  for (std::thread &T : Joining)
    T.join();
  std::lock_guard<std::mutex> Lock(M);
  Stopping = false;
}

// Never destroyed: launcher threads may still be blocked in it at exit when
// the program skipped hpvm_rt_cleanup.
LauncherPool &pool() {
  static auto *Pool = new LauncherPool;
  return *Pool;
}

} // namespace

void hpvm::rt::startLaunchers() { pool().start(); }

void hpvm::rt::stopLaunchers() { pool().stop(); }

extern "C" void *hpvm_rt_launch(const char *GraphName, hpvm_rt_root_fn Root,
                                void *Args) {
  if (!GraphName)
    GraphName = "(unnamed)";
  if (!Root)
    fatalError("hpvm_rt_launch: graph '%s' has no root function", GraphName);
  return pool().launch(GraphName, Root, Args);
}

extern "C" void hpvm_rt_run(const char *GraphName, hpvm_rt_root_fn Root,
                            void *Args) {
  if (!GraphName)
    GraphName = "(unnamed)";
  if (!Root)
    fatalError("hpvm_rt_run: graph '%s' has no root function", GraphName);
  if (!profile::enabled()) {
    keepForWaiter(runRoot(GraphName, Root, Args));
    return;
  }
  double BeginUs = profile::nowUs();
  std::exception_ptr Thrown = runRoot(GraphName, Root, Args);
  profile::recordGraph(GraphName, BeginUs, profile::nowUs());
  keepForWaiter(std::move(Thrown));
}

extern "C" void hpvm_rt_wait(void *Handle) {
  if (!Handle)
    fatalError("hpvm_rt_wait: null graph handle");
  if (waitIfStream(Handle))
    return;
  pool().wait(static_cast<Graph *>(Handle));
}
