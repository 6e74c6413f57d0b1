// parallel(N) takes a literal 1, 2 or 3.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}parallel-range.cpp:[[#@LINE+6]]:28: error: parallel(N) needs an integer literal N from 1 to 3
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(4) // @E
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
}
