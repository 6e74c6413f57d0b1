// A wait must see the launch: same block or nested in it.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}wait-out-of-scope.cpp:[[#@LINE+13]]:1: error: wait(g) must be in the block of the graph or in a block nested in it
// CHECK: {{.*}}wait-out-of-scope.cpp:[[#@LINE+5]]:1: note: graph is here
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
  {
#pragma hpvm graph name(g) nowait inout(a[0:n]) // @G
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        a[i] = 1;
    }
  }
#pragma hpvm wait(g) // @E
}
