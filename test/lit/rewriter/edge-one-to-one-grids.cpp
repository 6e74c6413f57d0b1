// one_to_one edges need equal grids.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}edge-one-to-one-grids.cpp:[[#@LINE+14]]:14: error: one_to_one edge between nodes with different grids
// CHECK: {{.*}}edge-one-to-one-grids.cpp:[[#@LINE+7]]:1: note: node 'p' has grid [0, n)
// CHECK: {{.*}}edge-one-to-one-grids.cpp:[[#@LINE+9]]:1: note: node 'q' has grid [0, n / 2)
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, float *b, int n) {
#pragma hpvm graph inout(a[0:n], b[0:n])
  {
#pragma hpvm node name(p) parallel(1) out(a[0:n]) // @P
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node name(q) parallel(1) in(a[0:n]) out(b[0:n]) // @Q
    for (int i = 0; i < n / 2; ++i)
      b[i] = a[2 * i];
#pragma hpvm edge(p.a -> q.a) one_to_one // @E
  }
}
