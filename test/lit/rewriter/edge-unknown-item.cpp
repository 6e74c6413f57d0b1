// An edge naming an item its source does not write or its destination does not read.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}edge-unknown-item.cpp:[[#@LINE+13]]:21: error: edge source 'p.b': node 'p' does not write 'b'
// CHECK: {{.*}}edge-unknown-item.cpp:[[#@LINE+13]]:28: error: edge destination 'q.c': node 'q' does not read 'c'
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, float *b, int n) {
#pragma hpvm graph inout(a[0:n], b[0:n])
  {
#pragma hpvm node name(p) parallel(1) out(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node name(q) parallel(1) in(a[0:n]) out(b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i];
#pragma hpvm edge(p.b -> q.a) // @E1
#pragma hpvm edge(p.a -> q.c) // @E2
  }
}
