// Node variants: node 'mul' of graph 'mm' as variants 'rows' (one instance
// per row) and 'blocks' (one per tile x tile block, tile tunable), node
// 'clamp' as 'plain' and 'flat'. The compiled program holds one graph per
// combination and runs the one the configuration chooses; every
// configuration prints what the sequential build prints (which runs every
// variant of each node in turn, with tile 8).
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t > %t.out && diff %t.seq.out %t.out
// RUN: env HPVM_VARIANTS='mm.mul = blocks; mm.tile = 4' %t > %t.out && diff %t.seq.out %t.out
// RUN: env HPVM_VARIANTS='mm.clamp = flat' %t > %t.out && diff %t.seq.out %t.out
// RUN: env HPVM_VARIANTS='mm.mul=blocks;mm.clamp=flat;mm.tile=16' %t > %t.out && diff %t.seq.out %t.out
// The configuration is honoured; the defaults are the first variants:
// RUN: env HPVM_VARIANTS_LOG=1 HPVM_VARIANTS='mm.mul=blocks;mm.clamp=flat;mm.tile=16' %t 2>&1 >/dev/null | FileCheck %s --check-prefix=CFG
// RUN: env HPVM_VARIANTS_LOG=1 %t 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULT
// CFG-DAG: hpvm-rt: variants: mm.mul = blocks
// CFG-DAG: hpvm-rt: variants: mm.clamp = flat
// CFG-DAG: hpvm-rt: variants: mm.tile = 16
// DEFAULT-DAG: hpvm-rt: variants: mm.mul = rows
// DEFAULT-DAG: hpvm-rt: variants: mm.clamp = plain
// The node variants, listed from the built program without running it:
// RUN: env HPVM_LIST_VARIANTS=1 %t | FileCheck %s --check-prefix=LIST
// LIST:      hpvm-variants
// LIST-NEXT: variant mm.mul rows,blocks
// LIST-NEXT: variant mm.clamp plain,flat
// LIST-NEXT: tunable mm.tile 4,8,16
// LIST-NOT: {{.}}
// One graph per combination, each node named after its variant:
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck %s --check-prefix=DFG
// DFG: graph '__hpvm_root_multiply_0_mm_rows_plain'
// DFG: node #0 '__hpvm_leaf_multiply_0_0_mul_rows(
// DFG: node #1 '__hpvm_leaf_multiply_0_1_clamp_plain(
// DFG: graph '__hpvm_root_multiply_1_mm_blocks_plain'
// DFG: node #0 '__hpvm_leaf_multiply_1_0_mul_blocks(
// DFG: graph '__hpvm_root_multiply_2_mm_rows_flat'
// DFG: node #1 '__hpvm_leaf_multiply_2_1_clamp_flat(
// DFG: graph '__hpvm_root_multiply_3_mm_blocks_flat'
// DFG-NOT: graph
// A choice the node does not offer runs its first variant, with a warning:
// RUN: env HPVM_VARIANTS='mm.mul=cols' %t 2>&1 > %t.out | FileCheck %s --check-prefix=BAD
// RUN: diff %t.seq.out %t.out
// BAD: hpvm-rt: warning: HPVM_VARIANTS: node 'mm.mul' has no variant 'cols' (its variants are rows,blocks): running 'rows'
#include <cstdio>
#include <vector>

static void multiply(const float *A, const float *B, float *C, long n) {
  long tile = 8;
#pragma hpvm graph name(mm) tunable(tile: 4, 8, 16) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
  {
#pragma hpvm node name(mul) variant(rows) parallel(1) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j) {
        float sum = 0;
        for (long k = 0; k < n; ++k)
          sum += A[i * n + k] * B[k * n + j];
        C[i * n + j] = sum;
      }
#pragma hpvm node name(mul) variant(blocks) parallel(2) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    for (long bi = 0; bi < n / tile; ++bi)
      for (long bj = 0; bj < n / tile; ++bj)
        for (long i = bi * tile; i < (bi + 1) * tile; ++i)
          for (long j = bj * tile; j < (bj + 1) * tile; ++j) {
            float sum = 0;
            for (long k = 0; k < n; ++k)
              sum += A[i * n + k] * B[k * n + j];
            C[i * n + j] = sum;
          }
#pragma hpvm node name(clamp) variant(plain) parallel(1) inout(C[0:n*n])
    for (long i = 0; i < n * n; ++i)
      C[i] = C[i] > 10 ? 10 : C[i];
#pragma hpvm node name(clamp) variant(flat) parallel(2) inout(C[0:n*n])
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j)
        C[i * n + j] = C[i * n + j] > 10 ? 10 : C[i * n + j];
  }
}

int main() {
  long n = 32;
  std::vector<float> A(n * n), B(n * n), C(n * n);
  for (long i = 0; i < n * n; ++i) {
    A[i] = float(i % 7) - 3;
    B[i] = float(i % 5) * 0.5f - 1;
  }
  multiply(A.data(), B.data(), C.data(), n);
  double sum = 0;
  for (float v : C)
    sum += v;
  std::printf("%.3f %.3f %.3f\n", sum, C[0], C[n * n - 1]);
  return 0;
}
