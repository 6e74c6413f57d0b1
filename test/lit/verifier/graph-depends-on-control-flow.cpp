// The shape of a graph is static: no child is created conditionally.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf() { __hpvm__hint(hpvm::CPU_TARGET); }

void root(int flag) {
  __hpvm__hint(hpvm::CPU_TARGET);
  if (flag)
    // CHECK: {{.*}}graph-depends-on-control-flow.cpp:[[@LINE+1]]:5: error: graph operations in 'root(int)' must not depend on control flow
    __hpvm__createNodeND(0, (void *)leaf);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }