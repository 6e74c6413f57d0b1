// A launched leaf is the root: it has no parent.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}query-parent-of-root.cpp:[[@LINE+1]]:18: error: __hpvm__getParentNode goes above the root of the graph ('root()' is at depth 0)
  void *parent = __hpvm__getParentNode(__hpvm__getNode());
  __hpvm__getNodeInstanceID_x(parent);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }