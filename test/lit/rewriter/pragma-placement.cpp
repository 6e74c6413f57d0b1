// Directives must be statements of a block inside a function (a label's
// statement is none; braceless bodies of for, if, ... are in
// braceless-pragmas.cpp).
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}pragma-placement.cpp:[[#@LINE+5]]:1: error: '#pragma hpvm barrier' must be inside a function body
// CHECK: {{.*}}pragma-placement.cpp:[[#@LINE+9]]:1: error: '#pragma hpvm node' must be a statement of a '{ }' block
// CHECK: {{.*}}pragma-placement.cpp:[[#@LINE+8]]:1: note: put the statement in braces
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
#pragma hpvm barrier // @E1
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
  again:
#pragma hpvm node // @E2
    { a[0] = 1; }
  }
}
