// A child gets one instance count per dimension.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf() { __hpvm__hint(hpvm::CPU_TARGET); }

void root(long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-instance-count-mismatch.cpp:[[@LINE+1]]:3: error: __hpvm__createNodeND with 2 dimensions needs 2 instance counts, not 1
  __hpvm__createNodeND(2, (void *)leaf, n);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }