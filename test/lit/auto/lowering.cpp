// What an offloaded nest becomes: gemm's two parallel loops are one node's
// 2-D grid (the k loop and the scalar s stay in its body), with a version
// for every target of --hpvm-targets; the host part of the function is
// unchanged. A body that ends in a macro call is closed after the call.
// RUN: %hpvmcc --hpvm-auto --hpvm-targets=gpu,cpu --emit=dfg %s -o - | FileCheck %s
// CHECK:      graph '__hpvm_root_gemm_0': 1 launch, not streaming
// CHECK:        node '__hpvm_root_gemm_0(double*, unsigned long, double const*, unsigned long, double const*, unsigned long, long)'
// CHECK:          targets: gpu,cpu
// CHECK-NEXT:     grid: 0-D (single instance)
// CHECK:          node #0 '__hpvm_leaf_gemm_0_0(
// CHECK:            targets: gpu,cpu
// CHECK-NEXT:       grid: 2-D
// CHECK:      graph '__hpvm_root_macro_body_1': 1 launch, not streaming
// CHECK:          node #0 '__hpvm_leaf_macro_body_1_0(
// CHECK-NEXT:       function:
// CHECK-NEXT:       targets: gpu,cpu
// CHECK-NEXT:       grid: 1-D
// CHECK-NOT:  graph

void gemm(double *__restrict__ C, const double *__restrict__ A,
          const double *__restrict__ B, long n) {
  for (long i = 0; i < n; ++i)
    for (long j = 0; j < n; ++j) {
      double s = 0;
      for (long k = 0; k < n; ++k)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}

#define TWICE(a, i) a[i] = 2 * a[i] + 1
void macro_body(long *__restrict__ a, long n) {
  for (long i = 0; i < n; ++i)
    TWICE(a, i);
}

// Not parallel: no graph.
void prefix(double *y, long n) {
  for (long i = 1; i < n; ++i)
    y[i] += y[i - 1];
}
