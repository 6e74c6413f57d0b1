// __hpvm__attributes ends after its input list.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-attributes-missing-output-count.cpp:[[@LINE+1]]:3: error: __hpvm__attributes is missing its output count
  __hpvm__attributes(1, p);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }