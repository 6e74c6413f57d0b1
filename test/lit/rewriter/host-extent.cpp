// The host must be able to compute each array's extent, and the sections of one array must agree.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}host-extent.cpp:[[#@LINE+12]]:37: error: different sections of 'a' in one graph
// CHECK: {{.*}}host-extent.cpp:[[#@LINE+8]]:35: note: other section is here; give the whole extent on the graph pragma
// CHECK: {{.*}}host-extent.cpp:[[#@LINE+5]]:1: error: the extent of 'b' cannot be computed on the host: its sections use variables of nodes
// CHECK: {{.*}}host-extent.cpp:[[#@LINE+4]]:1: note: add a section of 'b' to the graph pragma
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, float *b, long n) {
#pragma hpvm graph // @G
  {
#pragma hpvm node parallel(1) out(a[0:n]) // @A
    for (long i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node parallel(1) inout(a[0:n / 2]) // @E1
    for (long i = 0; i < n / 2; ++i)
      a[i] += 1;
#pragma hpvm node parallel(1)
    for (long t = 0; t < n; ++t) {
#pragma hpvm node parallel(1) out(b[t * 8:8])
      for (long i = t * 8; i < t * 8 + 8; ++i)
        b[i] = 0;
    }
  }
}
