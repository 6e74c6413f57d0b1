// chain_cpu.cpp - CPU baseline of chain.cpp: the same steps with an OpenMP
// parallel loop per stage.
//
//   clang++-19 -O3 -march=native -fopenmp chain_cpu.cpp -o graphs_omp
//   clang++-19 -O3 -march=native -Wno-unknown-pragmas chain_cpu.cpp -o graphs_seq
#include "chain.h"

#ifdef _OPENMP
#define VARIANT "omp"
#else
#define VARIANT "seq"
#endif

__attribute__((noinline)) static void advance(unsigned *x, long n, long steps) {
  std::vector<unsigned> P(n), Q(n);
  for (long s = 0; s < steps; ++s) {
    const unsigned *in = x;
    for (int k = 0; k < chain::Stages; ++k) {
      unsigned *out = k == chain::Stages - 1 ? x : k % 2 ? Q.data() : P.data();
#pragma omp parallel for
      for (long i = 0; i < n; ++i)
        out[i] = chain::smooth(in, i, n);
      in = out;
    }
  }
}

int main() { return chain::run(VARIANT, advance); }
