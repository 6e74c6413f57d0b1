// Streaming graphs and edges are not supported yet.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}stream.cpp:[[#@LINE+5]]:20: error: streaming graphs are not supported yet
// CHECK: {{.*}}stream.cpp:[[#@LINE+15]]:31: error: streaming edges are not supported yet
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph stream in(a[0:n]) // @E1
  {
  }
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node name(p) parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node name(q) parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] += 1;
#pragma hpvm edge(p.a -> q.a) stream // @E2
  }
}
