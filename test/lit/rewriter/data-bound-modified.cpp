// A data region's sections are evaluated once, before its statement: the
// variables they use may not change inside it.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-bound-modified.cpp:[[#@LINE+13]]:5: error: 'n' is modified inside the data region, but the region's section of 'a' uses it
// CHECK-NOT: error:
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n, int steps) {
#pragma hpvm data inout(a[0:n])
  for (int t = 0; t < steps; ++t) {
#pragma hpvm graph inout(a[0:n])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        a[i] += 1;
    }
    n--; // @E1
  }
}
