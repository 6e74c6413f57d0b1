// Bounds must be invariant in the nest.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}loop-bound-variant.cpp:[[#@LINE+9]]:27: error: non-canonical loop: the upper bound of loop 'j' depends on 'i', which changes inside the loop nest
// CHECK: {{.*}}loop-bound-variant.cpp:[[#@LINE+15]]:25: error: non-canonical loop: the upper bound of loop 'i' depends on 'm', which changes inside the loop nest
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n * n])
  {
#pragma hpvm node parallel(2)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < i; ++j) // @E1
        a[i * n + j] = 0;
  }
  int m = n;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < m; ++i) { // @E2
      a[i] = 0;
      m = 0;
    }
  }
}
