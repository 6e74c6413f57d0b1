// An edge naming an unknown node, or a node after the edge.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}edge-unknown-node.cpp:[[#@LINE+12]]:26: error: edge names unknown node 'q'
// CHECK: {{.*}}edge-unknown-node.cpp:[[#@LINE+11]]:26: note: an edge connects two earlier nodes of the same graph or node
// CHECK: {{.*}}edge-unknown-node.cpp:[[#@LINE+14]]:19: error: edge names unknown node 'x'
// CHECK: {{.*}}edge-unknown-node.cpp:[[#@LINE+13]]:19: note: an edge connects two earlier nodes of the same graph or node
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, float *b, int n) {
#pragma hpvm graph inout(a[0:n], b[0:n])
  {
#pragma hpvm node name(p) parallel(1) out(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm edge(p.a -> q.a) // @E1
#pragma hpvm node name(q) parallel(1) in(a[0:n]) out(b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i];
#pragma hpvm edge(x.a -> q.a) // @E2
  }
}
