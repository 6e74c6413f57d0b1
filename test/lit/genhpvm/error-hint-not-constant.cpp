// A node's target is a constant.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(hpvm::Target t) {
  // CHECK: {{.*}}error-hint-not-constant.cpp:[[@LINE+1]]:3: error: the target must be an integer constant
  __hpvm__hint(t);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }