// sgemm_variants.cpp - C = A * B with code variants in one program
// (docs/variants.md), chosen at start-up from HPVM_VARIANTS:
//
//   tiled    the default: sgemm_tiled.cpp's 16 x 16 tiles staged in local
//            memory by a block-form leaf with barriers (the GPU's way);
//   blocked  one instance per tile x tile block of C, which it computes
//            4 rows x 16 columns at a time in registers, k innermost (the
//            CPU's way: the 16 columns are vectors); tile is tunable;
//   regs128  the GPU's fast way (sgemm_regs.h): 128 x 128 blocks of C,
//            each of the 16 x 16 instances computing 8 x 8 outputs in
//            registers from slices of A and B in local memory; its leaf
//            'step' has three variants (node variants, docs/variants.md):
//            early  slices of 8 along k, each read during the products
//                   before it (the default);
//            late   each read after the barrier ending those products
//                   (127 registers instead of 149: two blocks of
//                   instances fit an SM);
//            double slices of 8 in two buffers, one filled while the
//                   other is read (one barrier per slice);
//            k16    slices of 16 (half the barriers);
//   regs64   the same with 64 x 64 blocks and slices of 16 (more blocks:
//            better for smaller matrices); its leaf 'step64' has variants
//            t4     16 x 16 instances of 4 x 4 outputs (the default);
//            t8     8 x 8 instances of 8 x 8 outputs, each slice read
//                   after the products.
//
// The block tile and per-instance tile of the regs variants size arrays in
// local memory and registers, so they are compile-time constants: each
// shape is a variant of its own (a tunable() is a run-time value).
// The side of the matrices is a multiple of 128.
//
//   hpvmcc -O3 -march=native sgemm_variants.cpp -o sgemm_variants
//   hpvm-tune variants --time-regex 'seconds=([0-9.e+-]+)' -o sgemm.variants \
//     -- ./sgemm_variants
//   HPVM_VARIANTS=sgemm.variants ./sgemm_variants
#include "sgemm.h"
#include "sgemm_regs.h"

#include <hpvm/hpvm.h>

using Regs128 = sgemm::Regs<128, 8, 8>;
using Regs128K16 = sgemm::Regs<128, 8, 16>;
using Regs64 = sgemm::Regs<64, 4, 16>;
using Regs64T8 = sgemm::Regs<64, 8, 16>;

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
#pragma hpvm graph name(sgemm) variant(regs128) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
  {
#pragma hpvm node parallel(2) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
    for (long bi = 0; bi < n / 128; ++bi)
      for (long bj = 0; bj < n / 128; ++bj) {
#pragma hpvm local
        float As[16][128], Bs[16][128];
#pragma hpvm node name(step) variant(early) instances(Regs128::Side, Regs128::Side) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          int TY = hpvm::id(0), TX = hpvm::id(1);
          long Row0 = hpvm::parent_id(0) * 128, Col0 = hpvm::parent_id(1) * 128;
          float Acc[8][8] = {};
          int T = TY * Regs128::Side + TX;
          Regs128::Slice S = Regs128::fetch(A, B, n, Row0, Col0, 0, T);
          for (long K = 0; K < n; K += 8) {
            Regs128::put(S, T, As, Bs);
#pragma hpvm barrier
            if (K + 8 < n)
              S = Regs128::fetch(A, B, n, Row0, Col0, K + 8, T);
            Regs128::multiply(Acc, As, Bs, TY, TX);
#pragma hpvm barrier
          }
          Regs128::store(C, n, Row0, Col0, Acc, TY, TX);
        }
#pragma hpvm node name(step) variant(late) instances(Regs128::Side, Regs128::Side) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          int T = hpvm::id(0) * Regs128::Side + hpvm::id(1);
          long Row0 = hpvm::parent_id(0) * 128, Col0 = hpvm::parent_id(1) * 128;
          float Acc[8][8] = {};
          for (long K = 0; K < n; K += 8) {
            Regs128::put(Regs128::fetch(A, B, n, Row0, Col0, K, T), T, As, Bs);
#pragma hpvm barrier
            Regs128::multiply(Acc, As, Bs, hpvm::id(0), hpvm::id(1));
#pragma hpvm barrier
          }
          Regs128::store(C, n, Row0, Col0, Acc, hpvm::id(0), hpvm::id(1));
        }
#pragma hpvm node name(step) variant(double) instances(Regs128::Side, Regs128::Side) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          int TY = hpvm::id(0), TX = hpvm::id(1);
          long Row0 = hpvm::parent_id(0) * 128, Col0 = hpvm::parent_id(1) * 128;
          float Acc[8][8] = {};
          int T = TY * Regs128::Side + TX;
          Regs128::put(Regs128::fetch(A, B, n, Row0, Col0, 0, T), T, As, Bs);
#pragma hpvm barrier
          for (long K = 0; K < n; K += 8) {
            // Slices alternate between rows 0-7 and 8-15 of As and Bs.
            int Cur = K / 8 % 2 * 8, Next = 8 - Cur;
            Regs128::Slice S;
            if (K + 8 < n)
              S = Regs128::fetch(A, B, n, Row0, Col0, K + 8, T);
            Regs128::multiply(Acc, As + Cur, Bs + Cur, TY, TX);
            if (K + 8 < n)
              Regs128::put(S, T, As + Next, Bs + Next);
#pragma hpvm barrier
          }
          Regs128::store(C, n, Row0, Col0, Acc, TY, TX);
        }
#pragma hpvm node name(step) variant(k16) instances(Regs128K16::Side, Regs128K16::Side) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          int TY = hpvm::id(0), TX = hpvm::id(1);
          long Row0 = hpvm::parent_id(0) * 128, Col0 = hpvm::parent_id(1) * 128;
          float Acc[8][8] = {};
          int T = TY * Regs128K16::Side + TX;
          Regs128K16::Slice S = Regs128K16::fetch(A, B, n, Row0, Col0, 0, T);
          for (long K = 0; K < n; K += 16) {
            Regs128K16::put(S, T, As, Bs);
#pragma hpvm barrier
            if (K + 16 < n)
              S = Regs128K16::fetch(A, B, n, Row0, Col0, K + 16, T);
            Regs128K16::multiply(Acc, As, Bs, TY, TX);
#pragma hpvm barrier
          }
          Regs128K16::store(C, n, Row0, Col0, Acc, TY, TX);
        }
      }
  }
#pragma hpvm graph name(sgemm) variant(regs64) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
  {
#pragma hpvm node parallel(2) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
    for (long bi = 0; bi < n / 64; ++bi)
      for (long bj = 0; bj < n / 64; ++bj) {
#pragma hpvm local
        float As[16][64], Bs[16][64];
#pragma hpvm node name(step64) variant(t4) instances(Regs64::Side, Regs64::Side) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          int TY = hpvm::id(0), TX = hpvm::id(1);
          long Row0 = hpvm::parent_id(0) * 64, Col0 = hpvm::parent_id(1) * 64;
          float Acc[4][4] = {};
          int T = TY * Regs64::Side + TX;
          Regs64::Slice S = Regs64::fetch(A, B, n, Row0, Col0, 0, T);
          for (long K = 0; K < n; K += 16) {
            Regs64::put(S, T, As, Bs);
#pragma hpvm barrier
            if (K + 16 < n)
              S = Regs64::fetch(A, B, n, Row0, Col0, K + 16, T);
            Regs64::multiply(Acc, As, Bs, TY, TX);
#pragma hpvm barrier
          }
          Regs64::store(C, n, Row0, Col0, Acc, TY, TX);
        }
#pragma hpvm node name(step64) variant(t8) instances(Regs64T8::Side, Regs64T8::Side) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
        {
          int T = hpvm::id(0) * Regs64T8::Side + hpvm::id(1);
          long Row0 = hpvm::parent_id(0) * 64, Col0 = hpvm::parent_id(1) * 64;
          float Acc[8][8] = {};
          for (long K = 0; K < n; K += 16) {
            Regs64T8::put(Regs64T8::fetch(A, B, n, Row0, Col0, K, T), T, As, Bs);
#pragma hpvm barrier
            Regs64T8::multiply(Acc, As, Bs, hpvm::id(0), hpvm::id(1));
#pragma hpvm barrier
          }
          Regs64T8::store(C, n, Row0, Col0, Acc, hpvm::id(0), hpvm::id(1));
        }
      }
  }
}

int main() {
  sgemm::Problem P((sgemm::size(sgemm::TiledN) + 127) / 128 * 128);
  bench::timeRegion("sgemm_variants", "hpvm", [&] {
    sgemmVariants(P.A.data(), P.B.data(), P.C.data(), P.N);
  });
  return sgemm::finish("sgemm_variants", "hpvm", P);
}
