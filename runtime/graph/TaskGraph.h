//===- TaskGraph.h - children of internal nodes as tasks --------*- C++ -*-===//
//
// The C entry point hpvm_rt_run_children is declared in hpvm_rt.h. This
// header adds what ThreadPool.cpp needs to share the workers with it: the
// role of the calling thread, which decides whether a parallel loop starts
// a team, becomes tasks of the current team, or runs where it is.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_GRAPH_TASKGRAPH_H
#define HPVM_RUNTIME_GRAPH_TASKGRAPH_H

namespace hpvm::rt {

/// What the calling thread may do with the workers of the OpenMP runtime.
enum class WorkerRole {
  /// Outside any team of ours: a parallel loop or a group of concurrent
  /// children starts a team.
  Free,
  /// Running a child node as a task of a team: the other workers take
  /// tasks, so loops and concurrent children become tasks of that team.
  Task,
  /// Running a chunk of a parallel loop: every worker has chunks of its
  /// own, so nested loops and children run on the calling thread.
  Chunk,
};

WorkerRole currentRole();

/// Sets the calling thread's role for its lifetime, then restores it.
class RoleScope {
public:
  explicit RoleScope(WorkerRole Role);
  ~RoleScope();
  RoleScope(const RoleScope &) = delete;
  RoleScope &operator=(const RoleScope &) = delete;

private:
  WorkerRole Outer;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_GRAPH_TASKGRAPH_H
