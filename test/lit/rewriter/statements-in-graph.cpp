// Only scalar declarations and computations between nodes of a graph; only nodes, edges, locals and scalar declarations in an internal node.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}statements-in-graph.cpp:[[#@LINE+8]]:5: error: only declarations and assignments of scalars and pointers may appear between the nodes of a graph
// CHECK: {{.*}}statements-in-graph.cpp:[[#@LINE+7]]:5: note: statements in a graph that are not nodes run on the host before the launch
// CHECK: {{.*}}statements-in-graph.cpp:[[#@LINE+10]]:7: error: only nodes, edges, '#pragma hpvm local' and scalar declarations may appear in a node that contains nodes
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
    for (int i = 0; i < n; ++i) // @E1
      a[i] = 0;
#pragma hpvm node parallel(1)
    for (int t = 0; t < n; ++t) {
      a[t] = 0; // @E2
#pragma hpvm node instances(4)
      { a[t] += hpvm::id(0); }
    }
  }
}
