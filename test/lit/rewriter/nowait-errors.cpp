// A nowait graph needs a name and a wait.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}nowait-errors.cpp:[[#@LINE+6]]:20: error: a 'nowait' graph needs name(...) so that '#pragma hpvm wait' can name it
// CHECK: {{.*}}nowait-errors.cpp:[[#@LINE+8]]:25: error: graph 'lost' is launched with nowait but never waited for
// CHECK: {{.*}}nowait-errors.cpp:[[#@LINE+7]]:25: note: add '#pragma hpvm wait(lost)' after the graph
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph nowait inout(a[0:n]) // @E1
  {
  }
#pragma hpvm graph name(lost) nowait inout(a[0:n]) // @E2
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 1;
  }
}
