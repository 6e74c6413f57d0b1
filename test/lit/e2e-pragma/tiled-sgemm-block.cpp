// Tiled sgemm written entirely in block form: an internal node with
// instances(M/T, N/T) holds two `local` tiles and a leaf with instances(T, T)
// that finds its tile with hpvm::parent_id, loads the tiles, meets the other
// instances at `barrier`, and accumulates. Rectangular operands (M x K times
// K x N). The program compares C with a sequential product it computes
// itself. Block-form nodes have no sequential meaning, so there is no
// sequential build to compare with.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// CHECK: tiled-sgemm-block: 96 x 112 x 80, tiles of 16, max error 0, OK
#include <hpvm/hpvm.h>
#include <cmath>
#include <cstdio>
#include <vector>

constexpr long T = 16;

static void sgemm(const float *A, const float *B, float *C, long M, long N,
                  long K) {
#pragma hpvm graph in(A[0:M*K], B[0:K*N]) out(C[0:M*N])
  {
#pragma hpvm node name(blocks) instances(M / T, N / T) in(A[0:M*K], B[0:K*N]) out(C[0:M*N])
    {
#pragma hpvm local
      float tileA[T][T], tileB[T][T];
#pragma hpvm node name(threads) instances(T, T)
      {
        long bi = hpvm::parent_id(0), bj = hpvm::parent_id(1);
        long ti = hpvm::id(0), tj = hpvm::id(1);
        float acc = 0;
        for (long kt = 0; kt < K / T; ++kt) {
          tileA[ti][tj] = A[(bi * T + ti) * K + kt * T + tj];
          tileB[ti][tj] = B[(kt * T + ti) * N + bj * T + tj];
#pragma hpvm barrier
          for (long k = 0; k < T; ++k)
            acc += tileA[ti][k] * tileB[k][tj];
#pragma hpvm barrier
        }
        C[(bi * T + ti) * N + bj * T + tj] = acc;
      }
    }
  }
}

int main() {
  const long M = 96, N = 80, K = 112;
  std::vector<float> A(M * K), B(K * N), C(M * N, -1.0f);
  for (long i = 0; i < M * K; ++i)
    A[i] = float(i % 7) - 3.0f;
  for (long i = 0; i < K * N; ++i)
    B[i] = float(i % 5) - 2.0f;
  sgemm(A.data(), B.data(), C.data(), M, N, K);
  double maxErr = 0;
  for (long i = 0; i < M; ++i)
    for (long j = 0; j < N; ++j) {
      float ref = 0;
      for (long k = 0; k < K; ++k)
        ref += A[i * K + k] * B[k * N + j];
      maxErr = std::fmax(maxErr, std::fabs(ref - C[i * N + j]));
    }
  std::printf("tiled-sgemm-block: %ld x %ld x %ld, tiles of %ld, "
              "max error %g, %s\n",
              M, K, N, T, maxErr, maxErr == 0 ? "OK" : "WRONG");
  return maxErr != 0;
}
