// sgemm_variants.cpp - C = A * B with two code variants in one program
// (docs/variants.md), chosen at start-up from HPVM_VARIANTS:
//
//   tiled    the default: sgemm_tiled.cpp's 16 x 16 tiles staged in local
//            memory by a block-form leaf with barriers (the GPU's way);
//   blocked  one instance per tile x tile block of C, which it computes
//            4 rows x 16 columns at a time in registers, k innermost (the
//            CPU's way: the 16 columns are vectors); tile is tunable.
//
//   hpvmcc -O3 -march=native sgemm_variants.cpp -o sgemm_variants
//   hpvm-tune variants --time-regex 'seconds=([0-9.e+-]+)' -o sgemm.variants \
//     -- ./sgemm_variants
//   HPVM_VARIANTS=sgemm.variants ./sgemm_variants
#include "sgemm.h"

#include <hpvm/hpvm.h>

static void sgemmVariants(const float *A, const float *B, float *C, long n) {
  long tile = 32;
#pragma hpvm graph name(sgemm) variant(tiled) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
  {
#pragma hpvm node parallel(2) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
    for (long bi = 0; bi < n / sgemm::Tile; ++bi)
      for (long bj = 0; bj < n / sgemm::Tile; ++bj) {
#pragma hpvm local
        float tileA[sgemm::Tile][sgemm::Tile], tileB[sgemm::Tile][sgemm::Tile];
#pragma hpvm node instances(sgemm::Tile, sgemm::Tile) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          long ti = hpvm::id(0), tj = hpvm::id(1);
          long i = hpvm::parent_id(0) * sgemm::Tile + ti;
          long j = hpvm::parent_id(1) * sgemm::Tile + tj;
          float sum = 0.0f;
          for (long kb = 0; kb < n; kb += sgemm::Tile) {
            tileA[ti][tj] = A[i * n + kb + tj];
            tileB[ti][tj] = B[(kb + ti) * n + j];
#pragma hpvm barrier
            for (long k = 0; k < sgemm::Tile; ++k)
              sum += tileA[ti][k] * tileB[k][tj];
#pragma hpvm barrier
          }
          C[i * n + j] = sum;
        }
      }
  }
#pragma hpvm graph name(sgemm) variant(blocked) tunable(tile: 16, 32, 64, 128) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
  {
#pragma hpvm node parallel(2) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
    for (long bi = 0; bi < n / tile; ++bi)
      for (long bj = 0; bj < n / tile; ++bj)
        for (long i = bi * tile; i < (bi + 1) * tile; i += 4)
          for (long jj = bj * tile; jj < (bj + 1) * tile; jj += 16) {
            // 4 rows x 16 columns of C in registers, k innermost.
            float acc[4][16] = {};
            for (long k = 0; k < n; ++k)
              for (int r = 0; r < 4; ++r) {
                float a = A[(i + r) * n + k];
                for (int j = 0; j < 16; ++j)
                  acc[r][j] += a * B[k * n + jj + j];
              }
            for (int r = 0; r < 4; ++r)
              for (int j = 0; j < 16; ++j)
                C[(i + r) * n + jj + j] = acc[r][j];
          }
  }
}

int main() {
  sgemm::Problem P(sgemm::size(sgemm::TiledN));
  bench::timeRegion("sgemm_variants", "hpvm", [&] {
    sgemmVariants(P.A.data(), P.B.data(), P.C.data(), P.N);
  });
  return sgemm::finish("sgemm_variants", "hpvm", P);
}
