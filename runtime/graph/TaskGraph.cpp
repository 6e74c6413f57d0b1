//===- TaskGraph.cpp - children of internal nodes as tasks ----------------===//
//
// An internal node whose children are not all ordered by paths runs them
// through hpvm_rt_run_children: each child is an OpenMP task that becomes
// ready when the last of its predecessors returns, so siblings without a
// path between them run at the same time and nodes on a path stay ordered.
//
// Nested parallelism stays within one team. Outside any team, the children
// get a team of hpvm_rt_num_threads() workers; a child's own instance loop
// (hpvm_rt_parallel_for) then becomes tasks of that same team rather than a
// nested team, and so do the children of a child. Inside a chunk of an
// instance loop every worker is busy with chunks already, so there the
// children run one after the other, in a topological order, on the calling
// thread.
//
// A child's exception is rethrown once the team is done (NodeExceptions.h);
// children not yet started then do not run.
//
// Completion of a child and the start of its successors are ordered by the
// acquire-release decrement of the successors' pending counts, so the values
// a child copies into its successors' arguments are visible to them.
//
//===----------------------------------------------------------------------===//
#include "graph/TaskGraph.h"
#include "graph/NodeExceptions.h"
#include "support/Diagnostics.h"

#include "hpvm/hpvm_rt.h"

#include <omp.h>

#include <atomic>
#include <memory>
#include <vector>

using namespace hpvm::rt;

namespace {

thread_local WorkerRole Role = WorkerRole::Free;

/// One call of hpvm_rt_run_children: lives on the caller's stack until every
/// child has returned.
struct ChildRun {
  const int32_t *SuccBegin;
  const int32_t *Succs;
  hpvm_rt_child_fn Child;
  void *Frame;
  std::unique_ptr<std::atomic<int32_t>[]> Pending;
  std::atomic<int32_t> Ran{0};
  FirstException Thrown{};
};

/// Runs child I, then its successors that it made ready: all but one as new
/// tasks, the last one here.
void runReady(ChildRun &R, int32_t I) {
  while (I >= 0) {
    R.Thrown.run([&] {
      RoleScope S(WorkerRole::Task);
      R.Child(R.Frame, I);
    });
    R.Ran.fetch_add(1, std::memory_order_relaxed);
    int32_t Next = -1;
    for (int32_t E = R.SuccBegin[I]; E != R.SuccBegin[I + 1]; ++E) {
      int32_t Succ = R.Succs[E];
      if (R.Pending[Succ].fetch_sub(1, std::memory_order_acq_rel) != 1)
        continue;
      if (Next >= 0) {
#pragma omp task default(none) firstprivate(Next) shared(R)
        runReady(R, Next);
      }
      Next = Succ;
    }
    I = Next;
  }
}

/// Runs the children without predecessors, \p Roots, all but the last as
/// new tasks. (Pending counts cannot tell roots apart once tasks run.)
void spawnRoots(ChildRun &R, const std::vector<int32_t> &Roots) {
  for (size_t Idx = 0; Idx + 1 < Roots.size(); ++Idx) {
    int32_t Root = Roots[Idx];
#pragma omp task default(none) firstprivate(Root) shared(R)
    runReady(R, Root);
  }
  runReady(R, Roots.back());
}

/// The children in a topological order (Kahn), on the calling thread.
void runInOrder(ChildRun &R, std::vector<int32_t> Ready) {
  while (!Ready.empty()) {
    int32_t I = Ready.back();
    Ready.pop_back();
    R.Child(R.Frame, I);
    R.Ran.fetch_add(1, std::memory_order_relaxed);
    for (int32_t E = R.SuccBegin[I]; E != R.SuccBegin[I + 1]; ++E)
      if (R.Pending[R.Succs[E]].fetch_sub(1, std::memory_order_relaxed) == 1)
        Ready.push_back(R.Succs[E]);
  }
}

} // namespace

WorkerRole hpvm::rt::currentRole() { return Role; }

hpvm::rt::RoleScope::RoleScope(WorkerRole New) : Outer(Role) { Role = New; }

hpvm::rt::RoleScope::~RoleScope() { Role = Outer; }

extern "C" void hpvm_rt_run_children(const char *NodeName, int32_t N,
                                     const int32_t *SuccBegin,
                                     const int32_t *Succs,
                                     hpvm_rt_child_fn Child, void *Frame) {
  if (!NodeName)
    NodeName = "(unnamed)";
  if (!Child || !SuccBegin || (SuccBegin[N > 0 ? N : 0] != 0 && !Succs))
    fatalError("hpvm_rt_run_children: node '%s' passed a null function or "
               "edge list",
               NodeName);
  if (N <= 0)
    return;

  ChildRun R{SuccBegin, Succs, Child, Frame,
             std::make_unique<std::atomic<int32_t>[]>(N)};
  auto cycle = [&] {
    fatalError("hpvm_rt_run_children: the children of node '%s' form a cycle",
               NodeName);
  };
  for (int32_t I = 0; I != N; ++I)
    R.Pending[I].store(0, std::memory_order_relaxed);
  for (int32_t I = 0; I != N; ++I)
    for (int32_t E = SuccBegin[I]; E != SuccBegin[I + 1]; ++E) {
      if (Succs[E] < 0 || Succs[E] >= N || Succs[E] == I)
        fatalError("hpvm_rt_run_children: node '%s' has an edge from child "
                   "%d to child %d of %d",
                   NodeName, I, Succs[E], N);
      R.Pending[Succs[E]].fetch_add(1, std::memory_order_relaxed);
    }
  std::vector<int32_t> Roots;
  for (int32_t I = 0; I != N; ++I)
    if (R.Pending[I].load(std::memory_order_relaxed) == 0)
      Roots.push_back(I);
  if (Roots.empty())
    cycle();

  int Threads = hpvm_rt_num_threads();
  if (Role == WorkerRole::Chunk || Threads == 1 ||
      (Role == WorkerRole::Free && omp_in_parallel())) {
    runInOrder(R, std::move(Roots));
  } else if (Role == WorkerRole::Task) {
#pragma omp taskgroup
    spawnRoots(R, Roots);
  } else {
    // The implicit barrier at the end of the region waits for every task.
#pragma omp parallel num_threads(Threads) default(none) shared(R, Roots)
#pragma omp single
    spawnRoots(R, Roots);
  }
  R.Thrown.rethrow();
  // Children on a cycle never become ready.
  if (R.Ran.load(std::memory_order_relaxed) != N)
    cycle();
}
