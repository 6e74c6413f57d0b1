// An internal node's outputs come from its children, not from __hpvm__return.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x) { __hpvm__return(1, x); }

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindOut(n, 0, 0, 0);
  // CHECK: {{.*}}error-return-in-internal-node.cpp:[[@LINE+1]]:3: error: an internal node's outputs come from __hpvm__bindOut, not __hpvm__return
  __hpvm__return(1, x);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }