// edges_cpu.cpp - CPU baselines of edges.cpp: the frames one after the other
// (seq), or spread over the OpenMP threads, one frame per thread at a time
// (omp, built with -fopenmp).
//
//   clang++ -O3 -march=native [-fopenmp] edges_cpu.cpp -o edges_cpu
#include "edges.h"

#ifdef _OPENMP
#define VARIANT "omp"
#else
#define VARIANT "seq"
#endif

int main() {
  edges::Problem P;
  bench::timeRegion("edges", VARIANT, [&] {
#pragma omp parallel for schedule(dynamic)
    for (long F = 0; F < P.Frames; ++F)
      edges::reference(&P.In[F * edges::Size], &P.Edges[F * edges::Size]);
  });
  return edges::finish(VARIANT, P);
}
