// Four launches of a 2-D node that reads a and b and only writes c (a
// matrix product, by rows): test/lit/gpu/driver-calls-two-gpus.test.
#include <cstdio>

static void product(const float *a, const float *b, float *c, long n) {
#pragma hpvm graph in(a[0:n * n], b[0:n * n]) out(c[0:n * n])
  {
#pragma hpvm node parallel(2) in(a[0:n * n], b[0:n * n]) out(c[0:n * n])
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j) {
        float sum = 0;
        for (long k = 0; k < n; ++k)
          sum += a[i * n + k] * b[k * n + j];
        c[i * n + j] = sum;
      }
  }
}

int main() {
  static float A[64 * 64], B[64 * 64], C[64 * 64];
  for (int Launch = 0; Launch < 4; ++Launch)
    product(A, B, C, 64);
  std::printf("c[0] = %g\n", C[0]);
  return 0;
}
