// empty.cpp - launch + wait latency of a graph with one trivial node that
// reads a scalar and writes a scalar output (no memory to track).
//
//   hpvmcc -O3 -march=native empty.cpp -o empty
//
// Baselines: empty_cpu.cpp (an OpenMP parallel region with one trivial
// `single`: the fork/join a CPU programmer pays), empty.cu (a one-thread
// CUDA kernel launch + stream synchronisation).
#include "empty.h"

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static long plusOne(long v) {
  long r = 0;
#pragma hpvm graph
  {
#pragma hpvm node out(r)
    { r = v + 1; }
  }
  return r;
}

int main() {
  long Last = 0;
  empty::timeLaunches("empty", BENCH_VARIANT,
                      [&](long I) { Last = plusOne(I); });
  return empty::finish("empty", BENCH_VARIANT, Last, empty::launches());
}
