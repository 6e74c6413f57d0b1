// Tiled sgemm with `local` tiles, `barrier` and `instances`, against a
// sequential product computed in the same program. On the gpu target it is
// one kernel (blocks x threads, shared memory); on the cpu the leaf is
// split at its barriers.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t.gpu && %t.gpu 2>/dev/null | FileCheck %s
// CHECK: tiled-sgemm: n = 128, max error 0
#include <hpvm/hpvm.h>
#include <cmath>
#include <cstdio>
#include <vector>

static void sgemm(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
  {
#pragma hpvm node parallel(2) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    for (long bi = 0; bi < n / 16; ++bi)
      for (long bj = 0; bj < n / 16; ++bj) {
#pragma hpvm local
        float tileA[16][16], tileB[16][16];
#pragma hpvm node instances(16, 16)
        {
          long ti = hpvm::id(0), tj = hpvm::id(1);
          float acc = 0;
          for (long kt = 0; kt < n / 16; ++kt) {
            tileA[ti][tj] = A[(bi * 16 + ti) * n + kt * 16 + tj];
            tileB[ti][tj] = B[(kt * 16 + ti) * n + bj * 16 + tj];
#pragma hpvm barrier
            for (long k = 0; k < 16; ++k)
              acc += tileA[ti][k] * tileB[k][tj];
#pragma hpvm barrier
          }
          C[(bi * 16 + ti) * n + bj * 16 + tj] = acc;
        }
      }
  }
}

int main() {
  const long n = 128;
  std::vector<float> A(n * n), B(n * n), C(n * n, -1.0f);
  for (long i = 0; i < n * n; ++i) {
    A[i] = float(i % 7) - 3.0f;
    B[i] = float(i % 5) - 2.0f;
  }
  sgemm(A.data(), B.data(), C.data(), n);
  double maxErr = 0;
  for (long i = 0; i < n; ++i)
    for (long j = 0; j < n; ++j) {
      float ref = 0;
      for (long k = 0; k < n; ++k)
        ref += A[i * n + k] * B[k * n + j];
      maxErr = std::fmax(maxErr, std::fabs(ref - C[i * n + j]));
    }
  std::printf("tiled-sgemm: n = %ld, max error %g\n", n, maxErr);
  return maxErr != 0;
}
