// Found by fuzz/difftest (default features, seed 1003, reduced): the init
// of a signed loop variable computed in an unsigned type
// (`std::size_t + (-30L)`, 2^64 - 5, which is -5 as a long long) gave the
// node no instances: the count must come from the value converted to the
// loop variable's type, as in the sequential loop (-5, -3, -1).
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: -5 0 -3 0 -1 0
#include <cstddef>
#include <cstdio>

static void fill(long *a, std::size_t p) {
#pragma hpvm graph inout(a[0:12])
  {
#pragma hpvm node parallel(1) inout(a[0:12])
    for (long long i = p + (-30L); i < 1; i += 2)
      a[i + 10] = i;
  }
}

int main() {
  long a[12] = {};
  fill(a, 25);
  for (int i = 5; i < 11; ++i)
    std::printf("%ld ", a[i]);
  std::printf("\n");
  return 0;
}
