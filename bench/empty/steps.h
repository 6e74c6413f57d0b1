//===- steps.h - the time-step benchmark: a small graph launched per step -===//
//
// A time loop whose every step launches and waits for a graph of one
// data-parallel node over Elements floats, x[i] += (i % 4) + 1; a data
// region around the loop keeps the memory tracked, so a step costs the
// launch, the hand-off to the workers and the wait. Each timed run is
// Steps steps (STEPS_COUNT, default 20000) and gives seconds per step.
// Every value stays an integer below 2^24, so all variants agree exactly.
// Baselines (steps_cpu.cpp): the same loop with `#pragma omp parallel for`
// per step, and without OpenMP the plain loop.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_EMPTY_STEPS_H
#define HPVM_BENCH_EMPTY_STEPS_H

#include "../common/bench.h"

#include <cstdio>
#include <vector>

namespace steps {

constexpr long Elements = 1024;

inline long count() { return bench::stepsFromEnv("STEPS_COUNT", 1000, 20000); }

/// Runs Steps(X, Elements, count()) once untimed, then bench::reps() times,
/// each printing seconds per step; checks X and prints the final line.
template <typename StepsT> int run(const char *Variant, StepsT Steps) {
  std::vector<float> X(Elements, 0.0f);
  long N = count();
  bench::timeSteps(
      "steps", Variant, N, [] {}, [&] { Steps(X.data(), Elements, N); });
  int Reps = bench::reps();
  long Total = N * (1 + Reps);
  bool Ok = true;
  for (long I = 0; I < Elements; ++I)
    if (X[I] != static_cast<float>(Total * (I % 4 + 1))) {
      std::fprintf(stderr, "steps/%s: x[%ld] = %.1f, want %ld\n", Variant, I,
                   X[I], Total * (I % 4 + 1));
      Ok = false;
      break;
    }
  char Size[64];
  std::snprintf(Size, sizeof Size, "%ldx%ld", Elements, N);
  return bench::finish("steps", Variant, bench::checksum(X.data(), Elements),
                       Ok, Size);
}

} // namespace steps

#endif // HPVM_BENCH_EMPTY_STEPS_H
