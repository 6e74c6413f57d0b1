// An unknown directive after #pragma hpvm.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}unknown-directive.cpp:[[#@LINE+7]]:14: error: unknown directive 'nod' in '#pragma hpvm'
// CHECK: {{.*}}unknown-directive.cpp:[[#@LINE+6]]:14: note: directives are graph, node, edge, wait, local, barrier and data
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm nod parallel(1) // @E
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
}
