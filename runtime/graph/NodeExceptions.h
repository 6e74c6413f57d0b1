//===- NodeExceptions.h - exceptions thrown by node code --------*- C++ -*-===//
//
// Node code may throw (a C++ exception in a cpu or vector node). Where the
// runtime runs node code on a team of workers (instance loops, concurrent
// children) an exception must not leave a worker: the first one thrown is
// kept, the others are dropped, the work not yet started is skipped, and the
// kept one is rethrown on the thread that started the work once the team is
// done. At a graph's root it is kept for the thread that waits for the graph,
// which rethrows it through hpvm_rt_rethrow (the host's launch and wait
// calls cannot throw).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_GRAPH_NODEEXCEPTIONS_H
#define HPVM_RUNTIME_GRAPH_NODEEXCEPTIONS_H

#include <atomic>
#include <exception>
#include <mutex>

namespace hpvm::rt {

/// The first exception thrown by the work of one team.
class FirstException {
public:
  /// Runs Work unless an exception was kept already; keeps what it throws.
  template <typename WorkT> void run(WorkT Work) noexcept {
    if (Thrown.load(std::memory_order_relaxed))
      return;
    try {
      Work();
    } catch (...) {
      keep(std::current_exception());
    }
  }
  /// Rethrows the kept exception, if any (on the thread that started the
  /// work, once it is done).
  void rethrow() {
    if (Thrown.load(std::memory_order_acquire))
      std::rethrow_exception(E);
  }

private:
  void keep(std::exception_ptr New) noexcept {
    std::lock_guard<std::mutex> Lock(M);
    if (Thrown.load(std::memory_order_relaxed))
      return;
    E = std::move(New);
    Thrown.store(true, std::memory_order_release);
  }

  std::mutex M;
  std::exception_ptr E;
  std::atomic<bool> Thrown{false};
};

/// Keeps E for hpvm_rt_rethrow on the calling thread (the one that waited
/// for the graph that threw it); a null E keeps nothing.
void keepForWaiter(std::exception_ptr E);

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_GRAPH_NODEEXCEPTIONS_H
