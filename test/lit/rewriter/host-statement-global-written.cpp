// Nodes use global variables directly: a host statement after a node that
// writes one (or its elements) would read it before the node runs.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}host-statement-global-written.cpp:[[#@LINE+14]]:14: error: statement uses 'total', which node 'sum' writes; statements in a graph run on the host before the launch
// CHECK: {{.*}}host-statement-global-written.cpp:[[#@LINE+8]]:1: note: node is here
// CHECK-NOT: error:
#include <hpvm/hpvm.h>
static int total[1];
static int limit = 3;
void f(const int *a, int *b) {
#pragma hpvm graph in(a[0:4]) out(b[0:4])
  {
#pragma hpvm node name(sum)
    {
      for (int i = 0; i < 4; ++i)
        total[0] += a[i];
    }
    long t = total[0]; // @E
    long l = limit;    // must not fire: no node writes 'limit'
#pragma hpvm node parallel(1) out(b[0:4])
    for (int i = 0; i < 4; ++i)
      b[i] = (int)(t + l);
  }
}
