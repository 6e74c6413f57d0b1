//===- chain.h - the CUDA-graph benchmark: six small kernels per launch ---===//
//
// A time loop whose every step launches and waits for a graph of Stages
// dependent nodes over Elements unsigned ints, each a 3-point smoothing of
// the one before (a stencil: the nodes do not fuse), from x back into x. A
// data region around the loop keeps the arrays on the device, so a step
// costs the launches of its small kernels: what a CUDA graph replayed per
// step (HPVM_GPU_GRAPHS=1) saves. Each timed run is Steps steps
// (CHAIN_STEPS, default 2000), the copies in and out included, and gives
// seconds per step. Integer arithmetic: every variant computes exactly the
// same values.
// Baselines: chain_cpu.cpp (an OpenMP loop per stage), chain.cu (CUDA: the
// kernels launched one by one, and a step captured once as a CUDA graph
// launched per step, as CUDA programmers write it).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_GRAPHS_CHAIN_H
#define HPVM_BENCH_GRAPHS_CHAIN_H

#include "../common/bench.h"

#include <cstdio>
#include <vector>

#ifdef __CUDACC__
#define CHAIN_HD __host__ __device__
#else
#define CHAIN_HD
#endif

namespace chain {

constexpr long Elements = 4096;
constexpr int Stages = 6;

inline long steps() { return bench::stepsFromEnv("CHAIN_STEPS", 200, 2000); }

/// Element I of one smoothing of In (N elements).
CHAIN_HD inline unsigned smooth(const unsigned *In, long I, long N) {
  long L = I > 0 ? I - 1 : 0, R = I + 1 < N ? I + 1 : N - 1;
  return (In[L] + 2u * In[I] + In[R] + 1u) & 0xffffu;
}

/// Runs Steps(X, Elements, steps()) once untimed, then bench::reps()
/// times, each printing seconds per step; checks X against the same
/// smoothings on the host.
template <typename StepsT> int run(const char *Variant, StepsT Steps) {
  std::vector<unsigned> X(Elements);
  for (long I = 0; I < Elements; ++I)
    X[I] = static_cast<unsigned>(I * 2654435761u) & 0xffffu;
  std::vector<unsigned> Want = X, Next(Elements);
  long N = steps();
  bench::timeSteps(
      "graphs", Variant, N, [] {}, [&] { Steps(X.data(), Elements, N); });
  int Reps = bench::reps();
  for (long S = 0; S < N * (1 + Reps) * Stages; ++S) {
    for (long I = 0; I < Elements; ++I)
      Next[I] = smooth(Want.data(), I, Elements);
    Want.swap(Next);
  }
  long Wrong = 0;
  double Sum = 0;
  for (long I = 0; I < Elements; ++I) {
    Wrong += X[I] != Want[I];
    Sum += static_cast<double>(X[I]) * static_cast<double>(1 + I % 7);
  }
  if (Wrong)
    std::fprintf(stderr, "graphs/%s: %ld elements wrong, x[0] = %u, want %u\n",
                 Variant, Wrong, X[0], Want[0]);
  char Size[64];
  std::snprintf(Size, sizeof Size, "%ldx%dx%ld", Elements, Stages, N);
  return bench::finish("graphs", Variant, Sum, Wrong == 0, Size);
}

} // namespace chain

#endif // HPVM_BENCH_GRAPHS_CHAIN_H
