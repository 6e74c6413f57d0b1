// break, return and goto may not leave a node body.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}jump-out-of-node.cpp:[[#@LINE+11]]:9: error: 'return' cannot leave a node body
// CHECK: {{.*}}jump-out-of-node.cpp:[[#@LINE+18]]:9: error: 'break' cannot leave a node body
// CHECK: {{.*}}jump-out-of-node.cpp:[[#@LINE+25]]:7: error: 'goto' cannot leave a node body
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
int f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node
    {
      if (n == 0)
        return 1; // @E1
      for (int i = 0; i < n; ++i)
        if (a[i] < 0)
          break;
    }
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
      if (a[i] > 0)
        break; // @E2
      switch (i) {
      case 0:
        break;
      }
    }
#pragma hpvm node
    {
      goto out; // @E3
    }
  }
out:
  return 0;
}
