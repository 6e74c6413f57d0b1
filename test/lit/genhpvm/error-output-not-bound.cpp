// Every output of an internal node is bound to a child output.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x) { __hpvm__return(1, x); }

// CHECK: {{.*}}error-output-not-bound.cpp:[[@LINE+1]]: error: in node function 'root(int)': output 0 of this internal node is not bound to any child output
void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindOut(n, 0, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }