// Must not fire: dimension x of a node with one instance (0-D) exists (its
// index is 0, its count 1), and so do the dimensions of 3-D ancestors.
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *self = __hpvm__getNode();
  void *parent = __hpvm__getParentNode(self);
  out[0] = __hpvm__getNodeInstanceID_x(self) + __hpvm__getNumNodeInstances_x(self);
  out[1] = __hpvm__getNodeInstanceID_z(parent) + __hpvm__getNumNodeInstances_z(parent);
}

void mid(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

void root(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *n = __hpvm__createNodeND(3, (void *)mid, 1, 2, 3);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK: node #0 'mid(long*, unsigned long)'
// CHECK: grid: 3-D [1 x 2 x 3]
// CHECK: node #0 'leaf(long*, unsigned long)'
// CHECK: grid: 0-D (single instance)
