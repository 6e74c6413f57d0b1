// wait naming an unknown graph, a graph without nowait, or waited twice.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}wait-errors.cpp:[[#@LINE+20]]:19: error: wait names unknown graph 'unknown'
// CHECK: {{.*}}wait-errors.cpp:[[#@LINE+20]]:19: error: graph 'blocking' was not launched with nowait
// CHECK: {{.*}}wait-errors.cpp:[[#@LINE+6]]:1: note: graph is here
// CHECK: {{.*}}wait-errors.cpp:[[#@LINE+20]]:19: error: graph 'g' is already waited for
// CHECK: {{.*}}wait-errors.cpp:[[#@LINE+18]]:1: note: previous wait is here
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph name(blocking) inout(a[0:n]) // @B
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
#pragma hpvm graph name(g) nowait inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 1;
  }
#pragma hpvm wait(unknown) // @E1
#pragma hpvm wait(blocking) // @E2
#pragma hpvm wait(g) // @W
#pragma hpvm wait(g) // @E3
}
