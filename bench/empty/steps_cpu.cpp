// steps_cpu.cpp - CPU baseline of steps.cpp: the same time loop with an
// OpenMP parallel loop per step.
//
//   clang++-19 -O3 -march=native -fopenmp steps_cpu.cpp -o steps_omp
//   clang++-19 -O3 -march=native -Wno-unknown-pragmas steps_cpu.cpp -o steps_seq
#include "steps.h"

#ifdef _OPENMP
#define VARIANT "omp"
#else
#define VARIANT "seq"
#endif

__attribute__((noinline)) static void advance(float *x, long n, long steps) {
  for (long t = 0; t < steps; ++t) {
#pragma omp parallel for
    for (long i = 0; i < n; ++i)
      x[i] += static_cast<float>(i % 4 + 1);
  }
}

int main() { return steps::run(VARIANT, advance); }
