// empty_mem.cpp - launch + wait latency of a graph with one trivial node on
// a one-element array: the graph also tracks, requests and untracks it (on
// a GPU: one small copy each way).
//
//   hpvmcc -O3 -march=native empty_mem.cpp -o empty_mem
//
// Baselines: `empty_cpu.cpp empty_mem`, `empty.cu empty_mem`.
#include "empty.h"

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static void increment(long *x) {
#pragma hpvm graph inout(x[0:1])
  {
#pragma hpvm node parallel(1) inout(x[0:1])
    for (long i = 0; i < 1; ++i)
      x[i] += 1;
  }
}

int main() {
  long X = 0;
  empty::timeLaunches("empty_mem", BENCH_VARIANT, [&](long) { increment(&X); });
  return empty::finish("empty_mem", BENCH_VARIANT, X, empty::calls());
}
