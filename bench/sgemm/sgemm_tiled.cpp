// sgemm_tiled.cpp - C = A * B with T x T tiles staged in local memory
// (T = SGEMM_TILE, 16 unless -DSGEMM_TILE=N says otherwise: the parameter
// hpvm-tune variants tunes, docs/tuning.md).
//
//   hpvmcc -O3 -march=native sgemm_tiled.cpp -o sgemm_tiled
//
// The tiling of PRAGMAS.md's example (and of the HPVM/Parboil tiled sgemm):
// an internal node over the (n/T) x (n/T) tiles of C, a local T x T tile of
// A and of B per tile instance, and a block-form leaf of T x T instances
// (GPU: a thread block) that, for each step along k, loads one element of
// each tile, synchronises, accumulates T products and synchronises again.
// On the CPU the barriers split the leaf into consecutive instance loops.
// Baselines of the same algorithm: sgemm_cpu.cpp (OpenMP / sequential,
// SGEMM_TILED), sgemm.cu (CUDA).
#include "sgemm.h"

#include <hpvm/hpvm.h>

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif
#ifndef SGEMM_TILE
#define SGEMM_TILE 16
#endif

static void sgemmTiled(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
  {
#pragma hpvm node parallel(2) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
    for (long bi = 0; bi < n / SGEMM_TILE; ++bi)
      for (long bj = 0; bj < n / SGEMM_TILE; ++bj) {
#pragma hpvm local
        float tileA[SGEMM_TILE][SGEMM_TILE], tileB[SGEMM_TILE][SGEMM_TILE];
#pragma hpvm node instances(SGEMM_TILE, SGEMM_TILE) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          long ti = hpvm::id(0), tj = hpvm::id(1);
          long i = hpvm::parent_id(0) * SGEMM_TILE + ti;
          long j = hpvm::parent_id(1) * SGEMM_TILE + tj;
          float sum = 0.0f;
          for (long kb = 0; kb < n; kb += SGEMM_TILE) {
            tileA[ti][tj] = A[i * n + kb + tj];
            tileB[ti][tj] = B[(kb + ti) * n + j];
#pragma hpvm barrier
            for (long k = 0; k < SGEMM_TILE; ++k)
              sum += tileA[ti][k] * tileB[k][tj];
#pragma hpvm barrier
          }
          C[i * n + j] = sum;
        }
      }
  }
}

int main() {
  sgemm::Problem P(sgemm::size(sgemm::TiledN));
  bench::timeRegion("sgemm_tiled", BENCH_VARIANT, [&] {
    sgemmTiled(P.A.data(), P.B.data(), P.C.data(), P.N);
  });
  return sgemm::finish("sgemm_tiled", BENCH_VARIANT, P);
}
