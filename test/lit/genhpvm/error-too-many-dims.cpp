// A child has at most three dimensions.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf() { __hpvm__hint(hpvm::CPU_TARGET); }

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-too-many-dims.cpp:[[@LINE+1]]:3: error: a node has 0 to 3 dimensions, not 4
  __hpvm__createNodeND(4, (void *)leaf, 2, 2, 2, 2);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }