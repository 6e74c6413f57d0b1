// Where '#pragma hpvm data' may not be: in a graph, in a node, or before a
// declaration, a pragma or nothing (nesting: data-nested.cpp).
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-placement.cpp:[[#@LINE+10]]:1: error: '#pragma hpvm data' cannot be inside a graph; put the graph inside the data region instead
// CHECK: {{.*}}data-placement.cpp:[[#@LINE+14]]:1: error: '#pragma hpvm data' cannot be inside a node
// CHECK: {{.*}}data-placement.cpp:[[#@LINE+17]]:1: error: '#pragma hpvm data' must be followed by a statement that is not a declaration, or a '{ }' block
// CHECK: {{.*}}data-placement.cpp:[[#@LINE+18]]:1: error: '#pragma hpvm data' must be followed by a statement that is not a declaration, or a '{ }' block
// CHECK: {{.*}}data-placement.cpp:[[#@LINE+22]]:1: error: '#pragma hpvm data' must be followed by a statement that is not a declaration, or a '{ }' block
// CHECK: 5 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm data inout(a[0:n]) // @E1
    {
    }
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
#pragma hpvm data inout(a[0:n]) // @E2
      a[i] = 0;
    }
  }
#pragma hpvm data inout(a[0:n]) // @E3
  int x = 0;
#pragma hpvm data inout(a[0:n]) // @E4
#pragma hpvm graph inout(a[0:n])
  {
  }
  (void)x;
#pragma hpvm data inout(a[0:n]) // @E6
}
