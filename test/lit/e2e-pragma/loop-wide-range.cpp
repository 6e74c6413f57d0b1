// A canonical loop whose range is wider than its variable's type although
// every value it takes fits: `for (int i = -2e9; i < 2e9; i += 5e8)` runs 8
// iterations.
// The rewriter computes the count and the values modulo 2^64 (unsigned long
// long, in the comparison's type), so neither overflows.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: wide-range: 8 iterations, -2000000000 .. 1500000000, OK
#include <cstdio>

static void wide(long *out, int lo, int hi, int step) {
#pragma hpvm graph out(out[0:8])
  {
#pragma hpvm node parallel(1)
    for (int i = lo; i < hi; i += step)
      out[(long(i) - lo) / step] = i;
  }
}

int main() {
  volatile int lo = -2000000000, hi = 2000000000, step = 500000000;
  long out[8];
  for (long &v : out)
    v = -1;
  wide(out, lo, hi, step);
  bool ok = true;
  for (long k = 0; k < 8; ++k)
    ok &= out[k] == -2000000000L + k * 500000000L;
  std::printf("wide-range: 8 iterations, %ld .. %ld, %s\n", out[0], out[7],
              ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
