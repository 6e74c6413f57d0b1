// Code variants and a tunable parameter: C = A * B as two variants of graph
// 'mm', 'rows' (one instance per row) and 'blocks' (one instance per tile x
// tile block, tile tunable among 4, 8 and 16). Every configuration prints
// what the sequential build prints (which runs both variants, with tile 8).
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t > %t.out && diff %t.seq.out %t.out
// RUN: env HPVM_VARIANTS='mm = blocks; mm.tile = 4' %t > %t.out && diff %t.seq.out %t.out
// RUN: env HPVM_VARIANTS='mm=blocks;mm.tile=16' %t > %t.out && diff %t.seq.out %t.out
// RUN: printf 'mm = blocks  # the tiled one\nmm.tile = 8\n' > %t.cfg
// RUN: env HPVM_VARIANTS=%t.cfg %t > %t.out && diff %t.seq.out %t.out
// The configuration is honoured, and the default is the first variant with
// the variable's own value:
// RUN: env HPVM_VARIANTS_LOG=1 HPVM_VARIANTS=%t.cfg %t 2>&1 >/dev/null | FileCheck %s --check-prefix=CFG
// RUN: env HPVM_VARIANTS_LOG=1 %t 2>&1 >/dev/null | FileCheck %s --check-prefix=DEFAULT
// CFG: hpvm-rt: variants: mm = blocks
// CFG: hpvm-rt: variants: mm.tile = 8
// DEFAULT: hpvm-rt: variants: mm = rows
// DEFAULT-NOT: mm.tile
// The variants, listed from the built program without running it:
// RUN: env HPVM_LIST_VARIANTS=1 %t | FileCheck %s --check-prefix=LIST
// LIST:      hpvm-variants
// LIST-NEXT: variant mm rows,blocks
// LIST-NEXT: tunable mm.tile 4,8,16 blocks
// LIST-NOT: {{.}}
// Each variant is a graph of its own, named after it:
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck %s --check-prefix=DFG
// DFG: graph '__hpvm_root_multiply_0_mm_rows'
// DFG: graph '__hpvm_root_multiply_1_mm_blocks'
// A choice the program does not offer runs the default, with a warning:
// RUN: env HPVM_VARIANTS='mm=cols;mm.tile=5' %t 2>&1 > %t.out | FileCheck %s --check-prefix=BAD
// RUN: diff %t.seq.out %t.out
// BAD-DAG: hpvm-rt: warning: HPVM_VARIANTS: graph 'mm' has no variant 'cols' (its variants are rows,blocks): running 'rows'
// RUN: env HPVM_VARIANTS='mm=blocks;mm.tile=5' %t 2>&1 > %t.out | FileCheck %s --check-prefix=BADTILE
// RUN: diff %t.seq.out %t.out
// BADTILE: hpvm-rt: warning: HPVM_VARIANTS: 'mm.tile' cannot be 5 (its values are 4,8,16): keeping 8
// RUN: env HPVM_VARIANTS='mm' %t 2>&1 > %t.out | FileCheck %s --check-prefix=SYNTAX
// SYNTAX: hpvm-rt: warning: HPVM_VARIANTS: cannot read 'mm': running the defaults
// RUN: env HPVM_VARIANTS='mm=rows;x' %t 2>&1 > %t.out | FileCheck %s --check-prefix=SYNTAX2
// SYNTAX2: hpvm-rt: warning: HPVM_VARIANTS: line 1: expected 'key = value', got 'x': running the defaults
#include <cstdio>
#include <vector>

static void multiply(const float *A, const float *B, float *C, long n) {
  long tile = 8;
#pragma hpvm graph name(mm) variant(rows) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
  {
#pragma hpvm node parallel(1) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j) {
        float sum = 0;
        for (long k = 0; k < n; ++k)
          sum += A[i * n + k] * B[k * n + j];
        C[i * n + j] = sum;
      }
  }
#pragma hpvm graph name(mm) variant(blocks) tunable(tile: 4, 8, 16) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
  {
#pragma hpvm node parallel(2) in(A[0:n*n], B[0:n*n]) out(C[0:n*n])
    for (long bi = 0; bi < n / tile; ++bi)
      for (long bj = 0; bj < n / tile; ++bj)
        for (long i = bi * tile; i < (bi + 1) * tile; ++i)
          for (long j = bj * tile; j < (bj + 1) * tile; ++j) {
            float sum = 0;
            for (long k = 0; k < n; ++k)
              sum += A[i * n + k] * B[k * n + j];
            C[i * n + j] = sum;
          }
  }
}

int main() {
  const long n = 48;
  std::vector<float> A(n * n), B(n * n), C(n * n, -1.0f);
  for (long i = 0; i < n * n; ++i) {
    A[i] = float(i % 7) - 3.0f;
    B[i] = float(i % 5) - 2.0f;
  }
  multiply(A.data(), B.data(), C.data(), n);
  double sum = 0, weighted = 0;
  for (long i = 0; i < n * n; ++i) {
    sum += C[i];
    weighted += C[i] * double(i % 13);
  }
  std::printf("sgemm-variants: %ld x %ld, sum %g, weighted %g\n", n, n, sum,
              weighted);
  return 0;
}
