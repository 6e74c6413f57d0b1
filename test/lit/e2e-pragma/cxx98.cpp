// Pragmas in a C++98 program (hpvm.h and the generated code need nothing
// newer): loop-form nodes with inferred edges, a scalar node output, a
// function template and a nowait graph. The sequential build prints the
// same.
// RUN: %hpvmcc -std=c++98 -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -std=c++03 -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -std=c++98 -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: sum = 2450, last = 98, scaled = 4900, OK
#include <stdio.h>

static long pipeline(int *a, int *b, long n) {
  long last = 0;
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = 2 * a[i];
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = a[i] / 2;
#pragma hpvm node in(a[0:n]) out(last)
    last = a[n - 1];
  }
  return last;
}

template <typename T> static void scale(T *x, long n, T k) {
#pragma hpvm graph name(s) nowait inout(x[0:n])
  {
#pragma hpvm node parallel(1) inout(x[0:n])
    for (long i = 0; i < n; ++i)
      x[i] *= k;
  }
#pragma hpvm wait(s)
}

int main() {
  const long n = 50;
  int a[n], b[n];
  for (long i = 0; i < n; ++i)
    a[i] = (int)i;
  long last = pipeline(a, b, n);
  long sum = 0;
  bool ok = true;
  for (long i = 0; i < n; ++i) {
    ok &= b[i] == i;
    sum += a[i];
  }
  scale(b, n, 4);
  long scaled = 0;
  for (long i = 0; i < n; ++i)
    scaled += b[i];
  ok &= scaled == 4 * (sum / 2);
  printf("sum = %ld, last = %ld, scaled = %ld, %s\n", sum, last, scaled,
         ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
