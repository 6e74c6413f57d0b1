// A target listed twice: the list is an order of preference, so each target
// appears once.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}target-twice.cpp:[[#@LINE+7]]:36: error: target 'gpu' is listed more than once (list each target once, in order of preference)
// CHECK-NOT: error:
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node target(gpu, cpu, gpu) parallel(1) inout(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] += 1;
  }
}
