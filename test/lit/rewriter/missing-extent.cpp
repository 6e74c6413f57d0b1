// A pointer used in a node needs a section up its chain.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}missing-extent.cpp:[[#@LINE+10]]:14: error: pointer 'b' is used in a node but its extent is unknown
// CHECK: {{.*}}missing-extent.cpp:[[#@LINE+7]]:1: note: give its extent with an array section such as 'in(b[0:n])' on this node, an enclosing node or the graph
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, const float *b, int n) {
  float table[8] = {0};
#pragma hpvm graph out(a[0:n])
  {
#pragma hpvm node parallel(1) // @N
    for (int i = 0; i < n; ++i)
      a[i] = b[i] + table[i % 8]; // @E
  }
}
