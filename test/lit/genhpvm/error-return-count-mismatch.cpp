// __hpvm__return passes as many values as it says.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-return-count-mismatch.cpp:[[@LINE+1]]:3: error: __hpvm__return says 2 outputs but passes 1
  __hpvm__return(2, x);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }