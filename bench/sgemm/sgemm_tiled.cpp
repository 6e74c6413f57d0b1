// sgemm_tiled.cpp - C = A * B with 16 x 16 tiles staged in local memory.
//
//   hpvmcc -O3 -march=native sgemm_tiled.cpp -o sgemm_tiled
//
// The tiling of PRAGMAS.md's example (and of the HPVM/Parboil tiled sgemm):
// an internal node over the (n/16) x (n/16) tiles of C, a local 16 x 16 tile
// of A and of B per tile instance, and a block-form leaf of 16 x 16
// instances (GPU: a thread block) that, for each step along k, loads one
// element of each tile, synchronises, accumulates 16 products and
// synchronises again. On the CPU the barriers split the leaf into
// consecutive instance loops. Baselines of the same algorithm:
// sgemm_cpu.cpp (OpenMP / sequential, SGEMM_TILED), sgemm.cu (CUDA).
#include "sgemm.h"

#include <hpvm/hpvm.h>

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static void sgemmTiled(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
  {
#pragma hpvm node parallel(2) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
    for (long bi = 0; bi < n / 16; ++bi)
      for (long bj = 0; bj < n / 16; ++bj) {
#pragma hpvm local
        float tileA[16][16], tileB[16][16];
#pragma hpvm node instances(16, 16) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          long ti = hpvm::id(0), tj = hpvm::id(1);
          long i = hpvm::parent_id(0) * 16 + ti;
          long j = hpvm::parent_id(1) * 16 + tj;
          float sum = 0.0f;
          for (long kb = 0; kb < n; kb += 16) {
            tileA[ti][tj] = A[i * n + kb + tj];
            tileB[ti][tj] = B[(kb + ti) * n + j];
#pragma hpvm barrier
            for (long k = 0; k < 16; ++k)
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
