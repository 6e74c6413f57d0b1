// Edges of pragmas have no 'stream' modifier: in a `graph stream` loop,
// every edge between top-level nodes carries one value per item.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}stream.cpp:[[#@LINE+12]]:31: error: 'stream' is not an edge modifier of pragmas: in a 'graph stream' loop every edge between top-level nodes carries one value per item
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node name(p) parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node name(q) parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] += 1;
#pragma hpvm edge(p.a -> q.a) stream
  }
}
