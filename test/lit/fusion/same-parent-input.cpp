// A scalar that the parent binds to both fused leaves (the row length w)
// is read from one parameter in the fused body, so what both parts compute
// from it, the index i * w + j, is computed once: one multiplication in
// the fused kernel, where the two leaves' own w would need two.
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --emit=ptx %s -o - | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --hpvm-no-fusion --emit=ptx %s -o - | FileCheck %s --check-prefix=APART

void rows(float *x, float *y, long h, long w) {
#pragma hpvm graph out(x[0:h * w], y[0:h * w])
  {
#pragma hpvm node parallel(2) out(x[0:h * w])
    for (long i = 0; i < h; ++i)
      for (long j = 0; j < w; ++j)
        x[i * w + j] = 1.0f;
#pragma hpvm node parallel(2) out(y[0:h * w])
    for (long i = 0; i < h; ++i)
      for (long j = 0; j < w; ++j)
        y[i * w + j] = 2.0f;
  }
}
// CHECK-LABEL: .entry __hpvm_fused_rows
// CHECK:       mul.lo.s64
// CHECK-NOT:   mul.lo.s64
// CHECK:       ret;

// APART:       .entry
// APART:       mul.lo.s64
// APART:       .entry
// APART:       mul.lo.s64
