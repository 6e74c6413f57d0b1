// __hpvm__attributes lists the node function's own pointer parameters.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

int global[4];

void root(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-attributes-not-parameter.cpp:[[@LINE+1]]:3: error: __hpvm__attributes names a pointer that is not a parameter of the node function
  __hpvm__attributes(1, p, 1, global);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }