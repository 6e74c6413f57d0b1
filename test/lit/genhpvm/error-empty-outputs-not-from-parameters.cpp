// The values of __hpvm__empty_outputs are computed from the node's
// parameters alone: the node runs no code when they are used.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  // CHECK: {{.*}}error-empty-outputs-not-from-parameters.cpp:[[@LINE+1]]:3: error: the values of __hpvm__empty_outputs must be computed from the node's parameters alone
  __hpvm__empty_outputs(1, p[0]);
  __hpvm__return(1, p[1]);
}

void root(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *l = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
