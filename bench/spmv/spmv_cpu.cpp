// spmv_cpu.cpp - hand-written CPU baseline of spmv.cpp: the same row loop
// with OpenMP.
//
//   clang++-19 -O3 -march=native -fopenmp spmv_cpu.cpp -o spmv_omp
//   clang++-19 -O3 -march=native -Wno-unknown-pragmas spmv_cpu.cpp -o spmv_seq
//
// Without -fopenmp it is the sequential baseline of exactly the same code.
#include "spmv.h"

#ifdef _OPENMP
#define VARIANT "omp"
#else
#define VARIANT "seq"
#endif

static void spmvCsr(const int *rowptr, const int *col, const float *val,
                    const float *x, float *y, long n) {
#pragma omp parallel for schedule(static)
  for (long i = 0; i < n; ++i) {
    float sum = 0.0f;
    for (int p = rowptr[i]; p < rowptr[i + 1]; ++p)
      sum += val[p] * x[col[p]];
    y[i] = sum;
  }
}

int main() {
  spmv::Problem P;
  bench::timeRegion("spmv", VARIANT, [&] {
    spmvCsr(P.RowPtr.data(), P.Col.data(), P.Val.data(), P.X.data(),
            P.Y.data(), P.N);
  });
  return spmv::finish(VARIANT, P);
}
