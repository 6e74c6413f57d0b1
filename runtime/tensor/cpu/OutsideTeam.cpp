//===- OutsideTeam.cpp - oneDNN calls out of the graph's OpenMP team ------===//
#include "OutsideTeam.h"

#include <omp.h>

#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

namespace hpvm::tensor::cpu {
namespace {

/// One thread that runs one call at a time for callers inside a team.
class OutsideThread {
public:
  void run(const std::function<void()> &F) {
    std::lock_guard<std::mutex> OneCaller(Callers);
    std::unique_lock<std::mutex> L(Lock);
    if (!Worker.joinable())
      Worker = std::thread([this] { serve(); });
    Call = &F;
    Thrown = nullptr;
    Changed.notify_all();
    Changed.wait(L, [this] { return !Call; });
    if (Thrown)
      std::rethrow_exception(Thrown);
  }

private:
  [[noreturn]] void serve() {
    std::unique_lock<std::mutex> L(Lock);
    for (;;) {
      Changed.wait(L, [this] { return Call != nullptr; });
      try {
        (*Call)();
      } catch (...) {
        Thrown = std::current_exception();
      }
      Call = nullptr;
      Changed.notify_all();
    }
  }

  std::mutex Callers; // one call at a time
  std::mutex Lock;    // guards Call and Thrown
  std::condition_variable Changed;
  const std::function<void()> *Call = nullptr;
  std::exception_ptr Thrown;
  std::thread Worker;
};

OutsideThread &outsideThread() {
  // Used until exit; the thread is never joined.
  static OutsideThread *T = new OutsideThread;
  return *T;
}

} // namespace

void runOutsideTeam(const std::function<void()> &F) {
  if (!omp_in_parallel()) {
    F();
    return;
  }
  outsideThread().run(F);
}

} // namespace hpvm::tensor::cpu
