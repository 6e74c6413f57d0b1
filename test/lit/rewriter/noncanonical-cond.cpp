// Non-canonical loops: the condition.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}noncanonical-cond.cpp:[[#@LINE+8]]:21: error: non-canonical loop: the condition must compare the loop variable 'i' with <, <=, > or >=
// CHECK: {{.*}}noncanonical-cond.cpp:[[#@LINE+10]]:21: error: non-canonical loop: the condition must compare the loop variable 'i' with <, <=, > or >=
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i != n; ++i) // @E1
      a[i] = 0;
#pragma hpvm node parallel(1)
    for (int i = 0; n > 0; ++i) // @E2
      a[i] = 0;
  }
}
