// __hpvm__attributes has more pointers than its counts.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int *p, size_t bytes, int *q, size_t qBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-attributes-too-many.cpp:[[@LINE+1]]:3: error: __hpvm__attributes lists more pointers than its counts say
  __hpvm__attributes(1, p, 0, q);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }