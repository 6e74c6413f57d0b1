// Non-canonical loops: the increment.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}noncanonical-incr.cpp:[[#@LINE+9]]:28: error: non-canonical loop: the increment must be ++, --, += or -= of the loop variable 'i'
// CHECK: {{.*}}noncanonical-incr.cpp:[[#@LINE+11]]:28: error: non-canonical loop: the increment moves 'i' away from its bound
// CHECK: {{.*}}noncanonical-incr.cpp:[[#@LINE+13]]:33: error: non-canonical loop: the step of 'i' is zero
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 1; i < n; i *= 2) // @E1
      a[i] = 0;
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; --i) // @E2
      a[i] = 0;
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; i += 0) // @E3
      a[i] = 0;
  }
}
