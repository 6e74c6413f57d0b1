//===- Graph.cpp - launching and waiting for graphs -----------------------===//
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
// finds its graph not yet started. Waking a sleeping thread costs more than
// the 10 microsecond launch+wait budget of an empty graph (up to 100 us on a
// virtual machine), so a short graph waited for at once never pays for a
// wake-up, and both sides spin for a few tens of microseconds before they
// sleep; a spin that long is noise next to any real graph.
//
//===----------------------------------------------------------------------===//
#include "Graph.h"
#include "Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <deque>
#include <mutex>
#include <string>
#include <system_error>
#include <thread>
#include <unordered_set>
#include <vector>

using namespace hpvm::rt;

namespace {

using Clock = std::chrono::steady_clock;

constexpr std::chrono::microseconds SpinLimit(50);

/// One launched graph. While it is on a launcher thread, that thread and the
/// handle the user waits on each own it; whichever lets go last deletes it,
/// so neither side can touch it after the other has freed it.
struct Graph {
  Graph(const char *Name, hpvm_rt_root_fn Root, void *Args)
      : Name(Name), Root(Root), Args(Args) {}

  const std::string Name;
  const hpvm_rt_root_fn Root;
  void *const Args;
  std::atomic<bool> Done{false};
  std::atomic<int> Owners{2};
  std::mutex M;
  std::condition_variable DoneCV;
};

void release(Graph *G) {
  if (G->Owners.fetch_sub(1, std::memory_order_acq_rel) == 1)
    delete G;
}

/// The graph this thread is running the root of, if any.
thread_local const Graph *CurrentGraph = nullptr;

void runRoot(const Graph *G) {
  const Graph *Outer = CurrentGraph;
  CurrentGraph = G;
  G->Root(G->Args);
  CurrentGraph = Outer;
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
  /// Takes G off the queue if no launcher thread has yet.
  bool takeBack(Graph *G);
  // ForGraph names the graph that needs the thread, null at start-up.
  void spawnLocked(const char *ForGraph);

  std::mutex M;
  std::condition_variable WorkCV;
  std::deque<Graph *> Queue;
  // Queue.size(), readable without the lock by spinning launcher threads.
  std::atomic<size_t> Queued{0};
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
  for (;;) {
    auto SpinEnd = Clock::now() + SpinLimit;
    std::unique_lock<std::mutex> Lock;
    for (;;) {
      spinUntil([&] { return Queued.load(std::memory_order_relaxed) != 0; },
                SpinEnd);
      Lock = lockSpinning(M);
      if (!Queue.empty() || Stopping || Clock::now() >= SpinEnd)
        break;
      // A waiter took the graph back first.
      Lock.unlock();
    }
    WorkCV.wait(Lock, [&] { return !Queue.empty() || Stopping; });
    --Free;
    if (Queue.empty())
      return;
    Graph *G = Queue.front();
    Queue.pop_front();
    Queued.store(Queue.size(), std::memory_order_relaxed);
    Lock.unlock();

    runRoot(G);
    ++Free;
    {
      // Set under the lock so a waiter about to sleep cannot miss it.
      std::lock_guard<std::mutex> DoneLock(G->M);
      G->Done.store(true, std::memory_order_release);
    }
    G->DoneCV.notify_one();
    release(G);
  }
}

Graph *LauncherPool::launch(const char *Name, hpvm_rt_root_fn Root,
                            void *Args) {
  auto *G = new Graph(Name, Root, Args);
  {
    std::unique_lock<std::mutex> Lock = lockSpinning(HandlesM);
    Unwaited.insert(G);
  }
  {
    std::unique_lock<std::mutex> Lock = lockSpinning(M);
    Queue.push_back(G);
    Queued.store(Queue.size(), std::memory_order_relaxed);
    if (Queue.size() > Free)
      spawnLocked(Name);
  }
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
  Queued.store(Queue.size(), std::memory_order_relaxed);
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
  if (takeBack(G)) {
    // No launcher thread ever saw it: the waiter is its only owner.
    runRoot(G);
    delete G;
    return;
  }
  if (!spinUntil([&] { return G->Done.load(std::memory_order_acquire); },
                 Clock::now() + SpinLimit)) {
    std::unique_lock<std::mutex> DoneLock(G->M);
    G->DoneCV.wait(DoneLock,
                   [&] { return G->Done.load(std::memory_order_acquire); });
  }
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
            CurrentGraph->Name.c_str());
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

extern "C" void hpvm_rt_wait(void *Handle) {
  if (!Handle)
    fatalError("hpvm_rt_wait: null graph handle");
  pool().wait(static_cast<Graph *>(Handle));
}
