// steps.cpp - a time loop launching a small data-parallel graph per step
// (steps.h): what it costs to hand a graph of one parallel node over 1024
// floats to the workers and wait for it, thousands of times in a row.
//
//   hpvmcc -O3 -march=native steps.cpp -o steps
//
// Baseline: steps_cpu.cpp (`#pragma omp parallel for` per step).
#include "steps.h"

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static void advance(float *x, long n, long steps) {
#pragma hpvm data inout(x[0:n])
  for (long t = 0; t < steps; ++t) {
#pragma hpvm graph inout(x[0:n])
    {
#pragma hpvm node parallel(1) inout(x[0:n])
      for (long i = 0; i < n; ++i)
        x[i] += static_cast<float>(i % 4 + 1);
    }
  }
}

int main() { return steps::run(BENCH_VARIANT, advance); }
