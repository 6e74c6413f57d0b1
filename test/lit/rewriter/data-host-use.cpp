// Host code inside a data region may not use the memory the region covers:
// on a GPU its host copy is stale there. Graph clauses and nodes may; so may
// host code that uses other variables, and code after the region.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-host-use.cpp:[[#@LINE+19]]:5: error: 'a' is used by host code inside a data region that covers it
// CHECK: {{.*}}data-host-use.cpp:[[#@LINE+8]]:1: note: inside the region the valid copy of 'a' may be on the device; use it in a node, or outside the region
// CHECK: {{.*}}data-host-use.cpp:[[#@LINE+18]]:16: error: 'a' is used by host code inside a data region that covers it
// CHECK: {{.*}}data-host-use.cpp:[[#@LINE+6]]:1: note: inside the region the valid copy of 'a' may be on the device; use it in a node, or outside the region
// CHECK-NOT: error:
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
float f(float *a, float *b, int n, int steps) {
  float s = 0;
#pragma hpvm data inout(a[0:n])
  for (int t = 0; t < steps; ++t) {
#pragma hpvm graph inout(a[0:n]) in(b[0:n])
    {
      int m = n - 1;
#pragma hpvm node parallel(1)
      for (int i = 0; i < m; ++i)
        a[i] += b[i];
    }
    s += b[0];
    a[0] = 1; // @E1
    float *q = a; // @E2
    (void)q;
  }
  return s + a[0];
}
