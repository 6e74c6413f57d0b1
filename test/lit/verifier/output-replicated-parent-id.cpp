// A leaf output computed from the parent's instance id is the same in all
// of the leaf's instances, so the leaf may bind it to its parent's output;
// but the parent is replicated too, and its output then differs between
// its own instances: the bind one level up is rejected.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(long scale) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *parent = __hpvm__getParentNode(__hpvm__getNode());
  __hpvm__return(1, scale * __hpvm__getNodeInstanceID_x(parent));
}

void tile(long scale) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *l = __hpvm__createNodeND(1, (void *)leaf, 16);
  __hpvm__bindIn(l, 0, 0, 0);
  // CHECK-NOT: error
  __hpvm__bindOut(l, 0, 0, 0);
}

void root(long scale, long tiles) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *t = __hpvm__createNodeND(1, (void *)tile, tiles);
  __hpvm__bindIn(t, 0, 0, 0);
  // CHECK: {{.*}}output-replicated-parent-id.cpp:[[@LINE+1]]:3: error: this output bind uses output 0 of 'tile(long)', which may differ between its instances (it depends on the instance id of 'tile(long)')
  __hpvm__bindOut(t, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
