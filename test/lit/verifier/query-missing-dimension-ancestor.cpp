// A query of an ancestor names a dimension the ancestor has.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *parent = __hpvm__getParentNode(__hpvm__getNode());
  out[0] = __hpvm__getNumNodeInstances_y(parent);
  // CHECK: {{.*}}query-missing-dimension-ancestor.cpp:[[@LINE+1]]:12: error: query of dimension z of 'tile(long*, unsigned long)', which has 2 dimensions
  out[1] = __hpvm__getNumNodeInstances_z(parent);
}

void tile(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *n = __hpvm__createNodeND(1, (void *)leaf, 4);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

void root(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *n = __hpvm__createNodeND(2, (void *)tile, 2, 2);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }