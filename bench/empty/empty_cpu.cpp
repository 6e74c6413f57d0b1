// empty_cpu.cpp - CPU baseline of empty.cpp and empty_mem.cpp: the smallest
// fork/join a CPU programmer pays, an OpenMP parallel region whose one
// `single` does the trivial work.
//
//   clang++-19 -O3 -march=native -fopenmp empty_cpu.cpp -o empty_omp
//   clang++-19 -O3 -march=native -Wno-unknown-pragmas empty_cpu.cpp -o empty_seq
//   ./empty_omp empty|empty_mem
//
// Without -fopenmp it is a plain function call (the floor).
#include "empty.h"

#ifdef _OPENMP
#define VARIANT "omp"
#else
#define VARIANT "seq"
#endif

__attribute__((noinline)) static long plusOne(long v) {
  long r = 0;
#pragma omp parallel
#pragma omp single
  r = v + 1;
  return r;
}

__attribute__((noinline)) static void increment(long *x) {
#pragma omp parallel
#pragma omp single
  x[0] += 1;
}

int main(int argc, char **argv) {
  return empty::runBaseline(argc, argv, VARIANT, plusOne, increment);
}
