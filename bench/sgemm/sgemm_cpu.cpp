// sgemm_cpu.cpp - hand-written CPU baselines of sgemm_naive.cpp and
// sgemm_tiled.cpp: the same loop nests, with OpenMP.
//
//   clang++-19 -O3 -march=native -fopenmp sgemm_cpu.cpp -o sgemm_omp
//   clang++-19 -O3 -march=native -Wno-unknown-pragmas sgemm_cpu.cpp -o sgemm_seq
//   ./sgemm_omp naive|tiled
//
// Without -fopenmp the pragmas are ignored and the program is the sequential
// baseline of exactly the same code.
#include "sgemm.h"

#include <cstring>

#ifdef _OPENMP
#define VARIANT "omp"
#else
#define VARIANT "seq"
#endif

// The naive kernel: one dot product per element of C, rows over threads.
static void sgemmNaive(const float *A, const float *B, float *C, long n) {
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i)
    for (long j = 0; j < n; ++j) {
      float sum = 0.0f;
      for (long k = 0; k < n; ++k)
        sum += A[i * n + k] * B[k * n + j];
      C[i * n + j] = sum;
    }
}

// The tiled kernel as a CPU programmer writes the GPU algorithm: per 16 x 16
// tile of C, stage a tile of A and of B in local arrays for each step along
// k and accumulate into a per-tile accumulator (the per-thread `sum` of the
// GPU version, kept across its barriers).
static void sgemmTiled(const float *A, const float *B, float *C, long n) {
  constexpr long T = sgemm::Tile;
#pragma omp parallel for collapse(2) schedule(static)
  for (long bi = 0; bi < n / T; ++bi)
    for (long bj = 0; bj < n / T; ++bj) {
      float tileA[T][T], tileB[T][T], sum[T][T] = {};
      for (long kb = 0; kb < n; kb += T) {
        for (long ti = 0; ti < T; ++ti)
          for (long tj = 0; tj < T; ++tj) {
            tileA[ti][tj] = A[(bi * T + ti) * n + kb + tj];
            tileB[ti][tj] = B[(kb + ti) * n + bj * T + tj];
          }
        for (long ti = 0; ti < T; ++ti)
          for (long tj = 0; tj < T; ++tj)
            for (long k = 0; k < T; ++k)
              sum[ti][tj] += tileA[ti][k] * tileB[k][tj];
      }
      for (long ti = 0; ti < T; ++ti)
        for (long tj = 0; tj < T; ++tj)
          C[(bi * T + ti) * n + bj * T + tj] = sum[ti][tj];
    }
}

int main(int argc, char **argv) {
  bool Tiled = argc > 1 && std::strcmp(argv[1], "tiled") == 0;
  if (argc != 2 || (!Tiled && std::strcmp(argv[1], "naive") != 0)) {
    std::fprintf(stderr, "usage: %s naive|tiled\n", argv[0]);
    return 2;
  }
  const char *Bench = Tiled ? "sgemm_tiled" : "sgemm_naive";
  sgemm::Problem P(sgemm::size(Tiled ? sgemm::TiledN : sgemm::NaiveN));
  bench::timeRegion(Bench, VARIANT, [&] {
    (Tiled ? sgemmTiled : sgemmNaive)(P.A.data(), P.B.data(), P.C.data(), P.N);
  });
  return sgemm::finish(Bench, VARIANT, P);
}
