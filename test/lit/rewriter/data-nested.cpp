// Data regions do not nest.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-nested.cpp:[[#@LINE+7]]:1: error: '#pragma hpvm data' cannot be nested in another data region
// CHECK: {{.*}}data-nested.cpp:[[#@LINE+4]]:1: note: data region is here
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, float *b, int n) {
#pragma hpvm data inout(a[0:n])
  {
#pragma hpvm data inout(b[0:n]) // @E1
    {
    }
  }
}
