// Instance counts are integers.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf() { __hpvm__hint(hpvm::CPU_TARGET); }

void root(float n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-instance-count-float.cpp:[[@LINE+1]]:3: error: instance counts must be integers
  __hpvm__createNodeND(1, (void *)leaf, n);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }