// A node outside any graph.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}node-outside-graph.cpp:[[#@LINE+4]]:1: error: '#pragma hpvm node' outside any '#pragma hpvm graph'
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm node parallel(1) in(a[0:n]) // @E
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
