// A leaf one level below the root has a parent but no grandparent.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf() {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *parent = __hpvm__getParentNode(__hpvm__getNode());
  // CHECK: {{.*}}query-above-root.cpp:[[@LINE+1]]:23: error: __hpvm__getParentNode goes above the root of the graph ('leaf()' is at depth 1)
  void *grandparent = __hpvm__getParentNode(parent);
  __hpvm__getNodeInstanceID_x(grandparent);
}

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__createNodeND(1, (void *)leaf, 4);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }