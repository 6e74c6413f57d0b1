// In C a struct is not passed by reference: it cannot be a node's output.
// RUN: not %hpvmclang -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}struct-capture-c.c:[[#@LINE+6]]:35: error: 's' of type 'struct Pair' cannot be a node input or output; only scalars, pointers and arrays can
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
struct Pair { int x; };
void f(float *a, int n) {
  struct Pair s = {1};
#pragma hpvm graph in(a[0:n]) out(s)
  {
  }
}
