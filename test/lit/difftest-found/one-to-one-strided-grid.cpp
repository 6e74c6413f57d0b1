// Found by fuzz/difftest (default features, seed 1 and others, reduced by
// hand): a one_to_one edge between two nodes whose loops are spelled the
// same, with a step of 2 and a runtime start, was refused as "different
// grids" (located in main, naming the generated node functions), although
// both grids have the same instances.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: A[6] = 6, B[6] = 12, B[7] = 0
#include <cstdio>

static void pair(long *a, long *b, long n) {
#pragma hpvm graph inout(a[0:100], b[0:100])
  {
#pragma hpvm node name(w) parallel(1) inout(a[0:100])
    for (long i = n + 1L; i < 60; i = i + 2)
      a[i] = i;
#pragma hpvm node name(r) parallel(1) in(a[0:100]) inout(b[0:100])
    for (long j = n + 1L; j < 60; j = j + 2)
      b[j] = a[j] * 2;
#pragma hpvm edge(w.a -> r.a) one_to_one
  }
}

int main() {
  long a[100] = {}, b[100] = {};
  pair(a, b, 5);
  std::printf("A[6] = %ld, B[6] = %ld, B[7] = %ld\n", a[6], b[6], b[7]);
  return 0;
}
