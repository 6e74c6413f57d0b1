// Every __hpvm__return of a node returns the same outputs.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int x, long y) {
  __hpvm__hint(hpvm::CPU_TARGET);
  if (x > 0) {
    __hpvm__return(1, x);
    return;
  }
  // CHECK: {{.*}}error-return-types-differ.cpp:[[@LINE+1]]:3: error: this __hpvm__return's outputs differ in number or type from an earlier one in the same node
  __hpvm__return(1, y);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }