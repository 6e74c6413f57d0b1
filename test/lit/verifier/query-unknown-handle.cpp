// Queries take handles from __hpvm__getNode and __hpvm__getParentNode.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(void *handle) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, handle, 0);
  // CHECK: {{.*}}query-unknown-handle.cpp:[[@LINE+1]]:3: error: node handle must come from __hpvm__getNode or __hpvm__getParentNode
  __hpvm__getNodeInstanceID_x(handle);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }