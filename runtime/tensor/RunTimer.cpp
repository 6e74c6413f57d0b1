//===- RunTimer.cpp - the release's startProfiling / stopProfiling --------===//
//
// The HPVM release's networks (its Keras frontend's approxhpvm_src.cc) time
// their batch loop with startProfiling() and stopProfiling(); here the second
// prints the wall-clock time since the first on stderr.
//
//===----------------------------------------------------------------------===//
#include "Tensor.h"

#include <chrono>
#include <cstdio>
#include <mutex>
#include <optional>

namespace {

using Clock = std::chrono::steady_clock;

struct RunTimer {
  std::mutex Lock;
  std::optional<Clock::time_point> Start;
};

RunTimer &timer() {
  static RunTimer *T = new RunTimer; // used until exit
  return *T;
}

} // namespace

extern "C" {

void hpvm_tensor_start_timer(void) {
  RunTimer &T = timer();
  std::lock_guard<std::mutex> Guard(T.Lock);
  T.Start = Clock::now();
}

void hpvm_tensor_stop_timer(void) {
  RunTimer &T = timer();
  std::lock_guard<std::mutex> Guard(T.Lock);
  if (!T.Start)
    hpvm::tensor::opError("stopProfiling", "startProfiling was not called");
  double Seconds =
      std::chrono::duration<double>(Clock::now() - *T.Start).count();
  T.Start.reset();
  std::fprintf(stderr,
               "hpvm-tensor: %.3f s from startProfiling to "
               "stopProfiling\n",
               Seconds);
}

} // extern "C"
