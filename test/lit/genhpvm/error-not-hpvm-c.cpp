// An __hpvm__ function that the HPVM-C API does not have.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

extern "C" void __hpvm__frobnicate(void);

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-not-hpvm-c.cpp:[[@LINE+1]]:3: error: '__hpvm__frobnicate' is not part of the HPVM-C API
  __hpvm__frobnicate();
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }