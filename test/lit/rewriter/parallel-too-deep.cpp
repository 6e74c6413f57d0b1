// parallel(N) deeper than the loop nest, or not on a loop.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}parallel-too-deep.cpp:[[#@LINE+7]]:19: error: parallel(2) needs 2 perfectly nested for loops, but the loop nest has 1
// CHECK: {{.*}}parallel-too-deep.cpp:[[#@LINE+13]]:5: error: '#pragma hpvm node parallel(1)' must be followed by a for loop
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(2) // @E1
    for (int i = 0; i < n; ++i) {
      a[i] = 0;
      for (int j = 0; j < n; ++j)
        a[i] += j;
    }
#pragma hpvm node parallel(1)
    { // @E2
      a[0] = 1;
    }
  }
}
