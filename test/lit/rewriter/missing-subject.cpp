// A directive must be followed by what it applies to.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}missing-subject.cpp:[[#@LINE+10]]:1: error: '#pragma hpvm local' must be followed by a variable declaration
// CHECK: {{.*}}missing-subject.cpp:[[#@LINE+14]]:1: error: '#pragma hpvm node' must be followed by a statement
// CHECK: {{.*}}missing-subject.cpp:[[#@LINE+15]]:1: error: '#pragma hpvm graph' must be followed by a '{ }' block
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int t = 0; t < n; ++t) {
#pragma hpvm local // @E1
      a[t] = 0;
#pragma hpvm node instances(4)
      { a[t] += hpvm::id(0); }
    }
#pragma hpvm node // @E2
  }
#pragma hpvm graph inout(a[0:n]) // @E3
}
