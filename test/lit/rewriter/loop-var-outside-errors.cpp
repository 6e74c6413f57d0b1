// Loop variables declared before the graph: a nested node's cannot be
// written back, and a later node cannot read a sibling's final value.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}loop-var-outside-errors.cpp:[[#@LINE+11]]:16: error: the loop variable 'j' of a nested node must be declared inside the graph, e.g. in the for statement
// CHECK: {{.*}}loop-var-outside-errors.cpp:[[#@LINE+24]]:14: error: 'i' is the loop variable of node 'first', which runs before this one; its value after that loop is only available when the graph completes
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void nested(float *a, long n) {
  long j;
#pragma hpvm graph inout(a[0:n * 8])
  {
#pragma hpvm node parallel(1)
    for (long t = 0; t < n; ++t) {
#pragma hpvm node parallel(1)
      for (j = 0; j < 8; ++j)
        a[t * 8 + j] += 1;
    }
  }
}
void sibling(float *a, float *b, int n) {
  int i;
#pragma hpvm graph inout(a[0:n], b[0:n])
  {
#pragma hpvm node name(first) parallel(1)
    for (i = 0; i < n; ++i)
      a[i] = 1;
#pragma hpvm node parallel(1)
    for (int k = 0; k < n; ++k)
      b[k] = i;
  }
}
