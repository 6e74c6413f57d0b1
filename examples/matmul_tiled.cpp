// Tiled matrix multiply, C = A * B for n x n matrices, the way a GPU
// programmer writes it: each instance of the outer node computes one T x T
// tile of C; its T x T threads copy one tile of A and one of B into `local`
// memory (shared memory on the GPU), wait at a barrier, and each
// accumulates one element of C from the tiles. Checked against a plain
// triple loop.
//
//   hpvmcc -O2 examples/matmul_tiled.cpp -o matmul && ./matmul
//   hpvmcc -O2 --hpvm-targets=gpu --hpvm-report examples/matmul_tiled.cpp -o
//   matmul
// POLICY-TESTS: skip e2e-pragma/tiled-sgemm-block.cpp tests the same
#include <cmath>
#include <cstdio>
#include <hpvm/hpvm.h>
#include <vector>

constexpr long T = 16; // tile side: T x T threads per tile

void matmul(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
  {
#pragma hpvm node name(tiles) instances(n / T, n / T) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    {
#pragma hpvm local
      float a[T][T], b[T][T];
#pragma hpvm node name(elements) instances(T, T)
      {
        long row = hpvm::parent_id(0) * T + hpvm::id(0);
        long col = hpvm::parent_id(1) * T + hpvm::id(1);
        long r = hpvm::id(0), c = hpvm::id(1);
        float sum = 0;
        for (long k0 = 0; k0 < n; k0 += T) {
          a[r][c] = A[row * n + k0 + c]; // this thread's share of the tiles
          b[r][c] = B[(k0 + r) * n + col];
#pragma hpvm barrier
          for (long k = 0; k < T; ++k)
            sum += a[r][k] * b[k][c];
#pragma hpvm barrier
        }
        C[row * n + col] = sum;
      }
    }
  }
}

int main() {
  const long n = 128; // a multiple of T
  std::vector<float> A(n * n), B(n * n), C(n * n);
  for (long i = 0; i < n * n; ++i) {
    A[i] = float(i % 13) * 0.25f;
    B[i] = float(i % 7) - 3.0f;
  }
  matmul(A.data(), B.data(), C.data(), n);
  // The reference: row i of C is the sum over k of A[i][k] times row k of B.
  std::vector<float> want(n * n, 0.0f);
  for (long i = 0; i < n; ++i)
    for (long k = 0; k < n; ++k)
      for (long j = 0; j < n; ++j)
        want[i * n + j] += A[i * n + k] * B[k * n + j];
  float worst = 0;
  for (long i = 0; i < n * n; ++i)
    worst = std::fmax(worst, std::fabs(want[i] - C[i]));
  std::printf("matmul_tiled: %ld x %ld, tiles of %ld, within 1e-3 of the "
              "triple loop: %s\n",
              n, n, T, worst < 1e-3f ? "OK" : "WRONG");
  return worst < 1e-3f ? 0 : 1;
}
