// A kernel's loop whose trip count differs between the threads of a warp is
// unrolled 4 times, as nvcc does, not LLVM's 8 (docs/gpu.md, "Loop
// unrolling"): one product in the remainder loop, four in the unrolled one,
// which ptxas may unroll again.
// A loop whose trip count is the same for the warp keeps LLVM's 8.
// `-mllvm -hpvm-divergent-unroll-count=N` sets another count.
// RUN: %hpvmcc -O3 --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %hpvmcc -O3 --emit=ptx -mllvm -hpvm-divergent-unroll-count=8 %s -o %t8.ptx
// RUN: FileCheck %s --check-prefix=EIGHT < %t8.ptx

// One row of a CSR matrix per instance: rows of any length.
void spmv(const int *rowptr, const int *col, const float *val, const float *x,
          float *y, long n, long nnz) {
#pragma hpvm graph target(gpu) in(rowptr[0:n + 1], col[0:nnz], val[0:nnz], x[0:n]) out(y[0:n])
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
// Only the remainder loop is marked for ptxas not to unroll it further, as
// nvcc marks it: ptxas unrolls the unrolled loop again, as it does nvcc's.
// CHECK-LABEL: .entry {{.*}}spmv
// CHECK: .pragma "nounroll";
// CHECK: fma.rn.f32
// CHECK-NOT: .pragma "nounroll";
// CHECK-COUNT-4: fma.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK: st.global.f32
// EIGHT-LABEL: .entry {{.*}}spmv
// EIGHT-COUNT-9: fma.rn.f32
// EIGHT-NOT: fma.rn.f32
// EIGHT: st.global.f32

// Every thread runs k up to the same m.
void rows(const float *a, const float *x, float *y, long n, long m) {
#pragma hpvm graph target(gpu) in(a[0:n * m], x[0:m]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n * m], x[0:m]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      float sum = 0.0f;
      for (long k = 0; k < m; ++k)
        sum += a[k * n + i] * x[k];
      y[i] = sum;
    }
  }
}
// CHECK-LABEL: .entry {{.*}}rows
// CHECK-COUNT-9: fma.rn.f32
// CHECK-NOT: fma.rn.f32
// CHECK: st.global.f32
