// The loop variable of a loop-form node is read-only in its body.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}loop-var-modified.cpp:[[#@LINE+9]]:7: error: non-canonical loop: the loop variable 'i' is modified in the loop body
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
      a[i] = 0;
      i++; // @E
    }
  }
}
