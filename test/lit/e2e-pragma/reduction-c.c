// reduction(op: var) in C (hpvmclang): the identities are literals of the
// variable's type (no C++ helper), for min on a double and ^ on an
// unsigned char; the output is the sequential build's.
// RUN: %hpvmclang -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmclang -O2 --hpvm-targets=vector %s -o %t.v && %t.v | FileCheck %s
// RUN: %clang -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq | FileCheck %s
// CHECK: min -3, max 3, xor 219, sum 3003
#include <stdio.h>

int main(void) {
  static double a[1001];
  long n = 1001;
  for (long i = 0; i < n; ++i)
    a[i] = (double)(i % 7) - 3;
  double mn = 100, mx = -100;
  unsigned char x = 0;
  long s = 0;
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(min: mn) reduction(max: mx) reduction(^: x) reduction(+: s)
    for (long i = 0; i < n; ++i) {
      if (a[i] < mn)
        mn = a[i];
      if (a[i] > mx)
        mx = a[i];
      x ^= (unsigned char)(i * 13 % 251);
      s += (long)a[i] + 3;
    }
  }
  printf("min %g, max %g, xor %d, sum %ld\n", mn, mx, x, s);
  return 0;
}
