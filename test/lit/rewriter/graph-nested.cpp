// A graph inside a node or inside another graph.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}graph-nested.cpp:[[#@LINE+7]]:1: error: '#pragma hpvm graph' cannot be nested in another graph
// CHECK: {{.*}}graph-nested.cpp:[[#@LINE+11]]:1: error: '#pragma hpvm graph' cannot be nested in a node
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm graph inout(a[0:n]) // @E1
    {
    }
#pragma hpvm node
    {
#pragma hpvm graph inout(a[0:n]) // @E2
      {
      }
    }
  }
}
