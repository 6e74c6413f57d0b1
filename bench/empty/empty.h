//===- empty.h - the launch + wait latency benchmark ----------------------===//
//
// A graph with one trivial node, launched and waited for Launches times in a
// row; each timed run reports the mean seconds per launch + wait. Two forms:
//   empty      (empty.cpp) the node reads a scalar and writes a scalar
//              output: only launch and wait, no memory to track;
//   empty_mem  (empty_mem.cpp) the node increments a one-element array given
//              as inout: also the track / request / untrack of one small
//              buffer per launch (on a GPU, a copy each way).
// The baselines do both, chosen by their argument.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_EMPTY_EMPTY_H
#define HPVM_BENCH_EMPTY_EMPTY_H

#include "../common/bench.h"

#include <cstdio>
#include <string>

namespace empty {

inline long launches() {
  const char *S = std::getenv("EMPTY_LAUNCHES");
  long N = S ? std::atol(S) : 0;
  return N > 0 ? N : bench::quick() ? 1000 : 20000;
}

/// Like bench::timeRegion, but a run is Launches calls of Once and the line
/// gives seconds per call.
template <typename OnceT>
void timeLaunches(const char *Bench, const char *Variant, OnceT Once) {
  long N = launches();
  for (long I = 0; I < N; ++I)
    Once(I);
  for (int K = 0, R = bench::reps(); K < R; ++K) {
    bench::Clock::time_point T0 = bench::Clock::now();
    for (long I = 0; I < N; ++I)
      Once(I);
    bench::Clock::time_point T1 = bench::Clock::now();
    std::printf("hpvmbench bench=%s variant=%s sample=%d seconds=%.6e\n",
                Bench, Variant, K,
                std::chrono::duration<double>(T1 - T0).count() / N);
  }
  std::fflush(stdout);
}

/// `Got` is what the calls produced, `Want` what they should have.
inline int finish(const char *Bench, const char *Variant, long Got,
                  long Want) {
  if (Got != Want)
    std::fprintf(stderr, "%s/%s: got %ld, want %ld\n", Bench, Variant, Got,
                 Want);
  char Size[32];
  std::snprintf(Size, sizeof Size, "%ld", launches());
  return bench::finish(Bench, Variant, static_cast<double>(Got), Got == Want,
                       Size);
}

/// How many times the timed function runs in all (warm-up included).
inline long calls() { return launches() * (1 + bench::reps()); }

/// Runs `empty` (Scalar(v) returns v + 1) or `empty_mem` (Increment(x)
/// adds one to x[0]), as argv[1] of a baseline program asks.
template <typename ScalarT, typename IncrementT>
int runBaseline(int Argc, char **Argv, const char *Variant, ScalarT Scalar,
                IncrementT Increment) {
  std::string Which = Argc == 2 ? Argv[1] : "";
  if (Which == "empty") {
    long Last = 0;
    timeLaunches("empty", Variant, [&](long I) { Last = Scalar(I); });
    return finish("empty", Variant, Last, launches());
  }
  if (Which == "empty_mem") {
    long X = 0;
    timeLaunches("empty_mem", Variant, [&](long) { Increment(&X); });
    return finish("empty_mem", Variant, X, calls());
  }
  std::fprintf(stderr, "usage: %s empty|empty_mem\n", Argv[0]);
  return 2;
}

} // namespace empty

#endif // HPVM_BENCH_EMPTY_EMPTY_H
