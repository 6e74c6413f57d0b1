//===- ThreadPool.h - CPU worker threads of libhpvm-rt ----------*- C++ -*-===//
//
// The C entry points hpvm_rt_parallel_for and hpvm_rt_num_threads are declared
// in hpvm_rt.h; this header adds what the rest of the runtime and the unit
// tests need to steer the pool.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_RUNTIME_DEVICE_CPU_THREADPOOL_H
#define HPVM_RUNTIME_DEVICE_CPU_THREADPOOL_H

namespace hpvm::rt {

/// Reads a worker count from the value of HPVM_NUM_THREADS. Returns Default
/// when Value is null; warns, naming the variable and the value, and returns
/// Default when Value is not a positive integer.
int parseNumThreads(const char *Value, int Default);

/// Replaces the worker count of every later parallel_for, from any thread.
/// N <= 0 goes back to HPVM_NUM_THREADS or the number of processors.
void setNumThreads(int N);

/// While it lives, the calling thread's parallel loops leave Threads of the
/// worker count to other threads of the process (at least one worker is
/// left): a split launch's host part leaves cores to the threads that
/// drive its device parts and copy their data (SplitRun.cpp).
class SetAsideScope {
public:
  explicit SetAsideScope(int Threads);
  ~SetAsideScope();
  SetAsideScope(const SetAsideScope &) = delete;
  SetAsideScope &operator=(const SetAsideScope &) = delete;

private:
  int Saved;
};

} // namespace hpvm::rt

#endif // HPVM_RUNTIME_DEVICE_CPU_THREADPOOL_H
