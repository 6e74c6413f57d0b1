// __hpvm__bindOut names an output the child has.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x) { __hpvm__return(1, x); }

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  // CHECK: {{.*}}error-bindout-no-such-output.cpp:[[@LINE+1]]:3: error: __hpvm__bindOut names output 1 of a node that has 1 outputs
  __hpvm__bindOut(n, 1, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }