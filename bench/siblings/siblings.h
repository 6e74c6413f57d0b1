//===- siblings.h - two independent nodes with big inputs of their own ----===//
//
// A graph of two independent nodes: `iterate` runs a long chain of
// multiply-adds on each of A's NA floats (a kernel of a few milliseconds
// on an H100), `scale` one multiply-add on each of B's NB floats. Each
// timed run is one graph launch + wait: both inputs in, both kernels, both
// results out. On a GPU the copy of B can run while `iterate`'s kernel
// does (HPVM_GPU_OVERLAP=1; the CUDA program's two streams); otherwise it
// waits for it. Different sizes keep the nodes from fusing. Every value is
// computed the same way in every variant (a * 0.5 + 1 and b * 2 + 1 are
// exact in float), so the results match exactly.
// Baseline: siblings.cu (CUDA, one stream per node, and everything on one
// stream). A GPU benchmark only (bench/programs.txt: no CPU baseline): the
// long chains would take the CPU minutes; the check recomputes one element
// of A in 4099.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_SIBLINGS_SIBLINGS_H
#define HPVM_BENCH_SIBLINGS_SIBLINGS_H

#include "../common/bench.h"

#include <cstdio>
#include <vector>

#ifdef __CUDACC__
#define SIBLINGS_HD __host__ __device__
#else
#define SIBLINGS_HD
#endif

namespace siblings {

inline long na() { return bench::quick() ? 1L << 14 : 1L << 21; }
inline long nb() { return bench::quick() ? 3L << 15 : 3L << 22; }
constexpr int Iterations = 65536;

SIBLINGS_HD inline float iterate(float X) {
  for (int K = 0; K < Iterations; ++K)
    X = X * 0.5f + 1.0f;
  return X;
}

SIBLINGS_HD inline float scale(float X) { return X * 2.0f + 1.0f; }

struct Problem {
  std::vector<float> A, B, RA, RB;
  Problem() : A(na()), B(nb()), RA(na()), RB(nb()) {
    for (long I = 0; I < na(); ++I)
      A[I] = static_cast<float>(I % 1000);
    for (long I = 0; I < nb(); ++I)
      B[I] = static_cast<float>(I % 500);
  }
};

/// Checks the results, prints the final line, returns the exit status.
inline int finish(const char *Variant, const Problem &P) {
  long Wrong = 0;
  double Sum = 0;
  for (long I = 0; I < na(); ++I) {
    Wrong += I % 4099 == 0 && P.RA[I] != iterate(P.A[I]);
    Sum += P.RA[I];
  }
  for (long I = 0; I < nb(); ++I) {
    Wrong += P.RB[I] != scale(P.B[I]);
    Sum += P.RB[I] * static_cast<double>(1 + I % 7);
  }
  if (Wrong)
    std::fprintf(stderr, "siblings/%s: %ld results wrong\n", Variant, Wrong);
  char Size[64];
  std::snprintf(Size, sizeof Size, "%ld+%ld", na(), nb());
  return bench::finish("siblings", Variant, Sum, Wrong == 0, Size);
}

} // namespace siblings

#endif // HPVM_BENCH_SIBLINGS_SIBLINGS_H
