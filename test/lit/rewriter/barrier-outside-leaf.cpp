// A barrier outside a leaf node.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}barrier-outside-leaf.cpp:[[#@LINE+8]]:1: error: '#pragma hpvm barrier' must be inside a node that contains no nodes
// CHECK: {{.*}}barrier-outside-leaf.cpp:[[#@LINE+4]]:1: error: '#pragma hpvm barrier' must be inside a node that contains no nodes
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm barrier // @E1
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm barrier // @E2
#pragma hpvm node instances(n)
    { a[hpvm::id(0)] = 0; }
  }
}
