// A child node function must be defined in the translation unit.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x);

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-child-undefined.cpp:[[@LINE+1]]:13: error: the node function must be a function defined in this translation unit
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }