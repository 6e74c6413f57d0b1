// A bound read from a global variable the loop body changes is not
// invariant either.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}loop-bound-global.cpp:[[#@LINE+9]]:25: error: non-canonical loop: the upper bound of loop 'i' depends on 'limit', which changes inside the loop nest
// CHECK-NOT: error:
#include <hpvm/hpvm.h>
static int limit = 8;
static int fixed = 8;
void f(float *a) {
#pragma hpvm graph inout(a[0:8])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < limit; ++i) { // @E
      a[i] = 0;
      limit = 4;
    }
    // Must not fire: nothing in the loop changes 'fixed'.
#pragma hpvm node parallel(1)
    for (int i = 0; i < fixed; ++i)
      a[i] = 1;
  }
}
