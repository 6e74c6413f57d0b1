// HPVM IR whose functions carry no "target-features" (IR from another
// producer, or written by hand) vectorises for the baseline ISA. The vector
// backend used to assert on the empty attribute (found by hpvm-ir-fuzzer).
// RUN: %hpvmcc -O2 --hpvm-targets=vector --emit=hpvm-ir %s -o %t.hpvm.ll
// RUN: sed -e 's/"target-features"="[^"]*"//' %t.hpvm.ll > %t.bare.hpvm.ll
// RUN: not grep -q '"target-features"' %t.bare.hpvm.ll
// RUN: %hpvmcc -O2 --hpvm-targets=vector --hpvm-report %t.bare.hpvm.ll -o %t 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %t | FileCheck %s

#include <cstdio>

void twice(const int *a, int *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = 2 * a[i];
  }
}

int main() {
  int a[1000], b[1000];
  for (int i = 0; i < 1000; ++i)
    a[i] = i;
  twice(a, b, 1000);
  long sum = 0;
  for (int i = 0; i < 1000; ++i)
    sum += b[i] == 2 * i;
  std::printf("%ld of 1000 right\n", sum);
}

// REPORT: remark: vector node '{{.*}}twice{{.*}}' vectorised: 4 lanes, 128-bit vectors
// CHECK: 1000 of 1000 right
