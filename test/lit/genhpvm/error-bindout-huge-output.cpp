// A bind to an output far beyond the node's others leaves its lower outputs
// unbound. Regression test: an index of 2^32 - 1 used to crash GenHPVM (and
// a large one to allocate a slot per index).
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x) { __hpvm__return(1, x); }

// CHECK: {{.*}}error-bindout-huge-output.cpp:[[@LINE+1]]: error: in node function 'root(int)': output 0 of this internal node is not bound to any child output
void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindOut(n, 0, -1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
