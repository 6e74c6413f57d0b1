// The number of dimensions of a child is a constant.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf() { __hpvm__hint(hpvm::CPU_TARGET); }

void root(unsigned dims) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-dims-not-constant.cpp:[[@LINE+1]]:3: error: the number of dimensions must be an integer constant
  __hpvm__createNodeND(dims, (void *)leaf, 4L);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }