// The code after a data region's statement must run: jumps out of it are
// errors. Jumps inside it are fine.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-jump.cpp:[[#@LINE+17]]:7: error: 'return' cannot leave a data region
// CHECK: {{.*}}data-jump.cpp:[[#@LINE+27]]:7: error: 'break' cannot leave a data region
// CHECK-NOT: error:
// CHECK: 2 errors generated.
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
    if (t == 100)
      break; // fine: the loop is inside the region
    if (t == 200)
      return; // @E1
  }
  for (int r = 0; r < 2; ++r) {
#pragma hpvm data inout(a[0:n])
    {
#pragma hpvm graph inout(a[0:n])
      {
#pragma hpvm node parallel(1)
        for (int i = 0; i < n; ++i)
          a[i] += 1;
      }
      break; // @E2
    }
  }
}
