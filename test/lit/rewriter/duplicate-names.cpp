// Node names are unique in a graph, graph names in a function.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}duplicate-names.cpp:[[#@LINE+12]]:24: error: a node named 'x' already exists in this graph
// CHECK: {{.*}}duplicate-names.cpp:[[#@LINE+8]]:24: note: previous definition is here
// CHECK: {{.*}}duplicate-names.cpp:[[#@LINE+14]]:25: error: a graph named 'g' already exists in this function
// CHECK: {{.*}}duplicate-names.cpp:[[#@LINE+4]]:25: note: previous definition is here
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph name(g) inout(a[0:n]) // @G1
  {
#pragma hpvm node name(x) parallel(1) // @X1
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node name(x) parallel(1) // @X2
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
#pragma hpvm graph name(g) inout(a[0:n]) // @G2
  {
  }
}
