// chain.cpp - a time loop launching a graph of six dependent small nodes
// per step (chain.h): the launches CUDA graphs (HPVM_GPU_GRAPHS=1) batch.
//
//   hpvmcc -O3 --hpvm-targets=gpu chain.cpp -o graphs
//
// Baselines: chain_cpu.cpp, chain.cu.
#include "chain.h"

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static void advance(unsigned *x, long n, long steps) {
  std::vector<unsigned> T(5 * n);
  unsigned *t1 = T.data(), *t2 = t1 + n, *t3 = t2 + n, *t4 = t3 + n,
           *t5 = t4 + n;
#pragma hpvm data inout(x[0:n]) scratch(t1[0:n], t2[0:n], t3[0:n], t4[0:n], t5[0:n])
  for (long s = 0; s < steps; ++s) {
#pragma hpvm graph inout(x[0:n])
    {
#pragma hpvm node name(s1) parallel(1) in(x[0:n]) out(t1[0:n])
      for (long i = 0; i < n; ++i)
        t1[i] = chain::smooth(x, i, n);
#pragma hpvm node name(s2) parallel(1) in(t1[0:n]) out(t2[0:n])
      for (long i = 0; i < n; ++i)
        t2[i] = chain::smooth(t1, i, n);
#pragma hpvm node name(s3) parallel(1) in(t2[0:n]) out(t3[0:n])
      for (long i = 0; i < n; ++i)
        t3[i] = chain::smooth(t2, i, n);
#pragma hpvm node name(s4) parallel(1) in(t3[0:n]) out(t4[0:n])
      for (long i = 0; i < n; ++i)
        t4[i] = chain::smooth(t3, i, n);
#pragma hpvm node name(s5) parallel(1) in(t4[0:n]) out(t5[0:n])
      for (long i = 0; i < n; ++i)
        t5[i] = chain::smooth(t4, i, n);
#pragma hpvm node name(s6) parallel(1) in(t5[0:n]) out(x[0:n])
      for (long i = 0; i < n; ++i)
        x[i] = chain::smooth(t5, i, n);
    }
  }
}

int main() { return chain::run(BENCH_VARIANT, advance); }
