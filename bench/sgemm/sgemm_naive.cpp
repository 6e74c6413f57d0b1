// sgemm_naive.cpp - C = A * B, one dataflow-node instance per element of C.
//
//   hpvmcc -O3 -march=native sgemm_naive.cpp -o sgemm_naive
//
// The node is the 2-D grid (i, j) of the Parboil/HPVM naive sgemm kernel;
// each instance does the whole dot product over k. Baselines of the same
// loop nest: sgemm_cpu.cpp (OpenMP / sequential), sgemm.cu (CUDA).
#include "sgemm.h"

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static void sgemmNaive(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
  {
#pragma hpvm node parallel(2) in(A[0:n * n], B[0:n * n]) out(C[0:n * n])
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j) {
        float sum = 0.0f;
        for (long k = 0; k < n; ++k)
          sum += A[i * n + k] * B[k * n + j];
        C[i * n + j] = sum;
      }
  }
}

int main() {
  sgemm::Problem P(sgemm::size(sgemm::NaiveN));
  bench::timeRegion("sgemm_naive", BENCH_VARIANT, [&] {
    sgemmNaive(P.A.data(), P.B.data(), P.C.data(), P.N);
  });
  return sgemm::finish("sgemm_naive", BENCH_VARIANT, P);
}
