// __hpvm__attributes lists pointer parameters only (a size passed by mistake
// used to get "hpvm.in" silently).
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}error-attributes-not-pointer.cpp:[[@LINE+1]]:3: error: __hpvm__attributes names parameter 1, which is not a pointer
  __hpvm__attributes(2, p, bytes, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
