// The pointer counts of __hpvm__attributes are constants.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int *p, size_t bytes, unsigned n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-attributes-count-not-constant.cpp:[[@LINE+1]]:3: error: a pointer count must be an integer constant
  __hpvm__attributes(n, p, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }