// An array section needs a pointer or an array (a struct is one whole
// object); data items must be variables.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}section-on-scalar.cpp:[[#@LINE+7]]:35: error: array section on 'n', which is not a pointer or an array
// CHECK: {{.*}}section-on-scalar.cpp:[[#@LINE+9]]:35: error: array section on 's', which is not a pointer or an array
// CHECK: {{.*}}section-on-scalar.cpp:[[#@LINE+11]]:31: error: 'f' in a data clause must name a variable
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
  struct Pair { int x; } s = {1};
#pragma hpvm graph in(a[0:n]) out(n[0:1]) // @E1
  {
  }
#pragma hpvm graph in(a[0:n]) out(s[0:1]) // @E2
  {
  }
#pragma hpvm graph in(a[0:n], f) // @E3
  {
  }
}
