// The number of outputs in __hpvm__return is a constant.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(unsigned n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-return-count-not-constant.cpp:[[@LINE+1]]:3: error: the number of outputs must be an integer constant
  __hpvm__return(n, 1);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }