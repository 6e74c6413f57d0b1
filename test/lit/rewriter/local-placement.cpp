// local declarations belong to a node that contains nodes.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}local-placement.cpp:[[#@LINE+10]]:1: error: '#pragma hpvm local' must be directly inside a node that contains nodes
// CHECK: {{.*}}local-placement.cpp:[[#@LINE+17]]:13: error: local variable 'buf' must have a constant size
// CHECK: {{.*}}local-placement.cpp:[[#@LINE+18]]:11: error: local variable 'k' cannot have an initializer
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node instances(4)
    {
#pragma hpvm local // @E1
      float tmp[4];
      tmp[hpvm::id(0)] = a[0];
      a[hpvm::id(0)] = tmp[0];
    }
#pragma hpvm node parallel(1)
    for (int t = 0; t < n; ++t) {
#pragma hpvm local
      float buf[n]; // @E2
#pragma hpvm local
      int k = 0; // @E3
#pragma hpvm node instances(4)
      { a[t] += hpvm::id(0); }
    }
  }
}
