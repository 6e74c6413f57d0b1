// A computed goto that can reach a label outside the node body leaves it;
// one whose labels are all in the body does not.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}computed-goto-out-of-node.cpp:[[#@LINE+10]]:7: error: 'goto' cannot leave a node body
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
int leaves(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node inout(a[0:n])
    {
      void *target;
      target = n > 0 ? &&done : &&out;
      goto *target;
    done:
      a[0] = 1;
    }
  }
out:
  return 0;
}
void stays(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node inout(a[0:n])
    {
      void *target;
      target = n > 0 ? &&one : &&two;
      goto *target;
    one:
      a[0] += 1;
    two:
      a[0] += 2;
    }
  }
}
