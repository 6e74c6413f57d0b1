// Non-canonical loops: the init part.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}noncanonical-init.cpp:[[#@LINE+9]]:9: error: non-canonical loop: the init must declare or assign one integer loop variable
// CHECK: {{.*}}noncanonical-init.cpp:[[#@LINE+11]]:10: error: non-canonical loop: the init must declare or assign one integer loop variable
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
  int i = 0;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (; i < n; ++i) // @E1
      a[i] = 0;
#pragma hpvm node parallel(1)
    for (float x = 0; x < n; ++x) // @E2
      a[(int)x] = 0;
  }
}
