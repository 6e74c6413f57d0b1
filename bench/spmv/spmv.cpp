// spmv.cpp - y = A * x, A in CSR form, one node instance per row.
//
//   hpvmcc -O3 -march=native spmv.cpp -o spmv
//
// Baselines of the same loop: spmv_cpu.cpp (OpenMP / sequential), spmv.cu
// (CUDA, one thread per row).
#include "spmv.h"

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static void spmvCsr(const int *rowptr, const int *col, const float *val,
                    const float *x, float *y, long n, long nnz) {
  (void)nnz; // only the data clauses use it
#pragma hpvm graph in(rowptr[0:n + 1], col[0:nnz], val[0:nnz], x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(rowptr[0:n + 1], col[0:nnz], val[0:nnz], x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      float sum = 0.0f;
      for (int p = rowptr[i]; p < rowptr[i + 1]; ++p)
        sum += val[p] * x[col[p]];
      y[i] = sum;
    }
  }
}

int main() {
  spmv::Problem P;
  bench::timeRegion("spmv", BENCH_VARIANT, [&] {
    spmvCsr(P.RowPtr.data(), P.Col.data(), P.Val.data(), P.X.data(),
            P.Y.data(), P.N, P.NNZ);
  });
  return spmv::finish(BENCH_VARIANT, P);
}
