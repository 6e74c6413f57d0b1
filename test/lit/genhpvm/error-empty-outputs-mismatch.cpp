// __hpvm__empty_outputs gives one value per output, of the output's type.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  // CHECK: {{.*}}error-empty-outputs-mismatch.cpp:[[@LINE+1]]:3: error: __hpvm__empty_outputs must give one value per output of the node, of the output's type
  __hpvm__empty_outputs(1, (int)n);
  __hpvm__return(1, n);
}

void root(int *p, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *l = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  __hpvm__bindIn(l, 2, 2, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
