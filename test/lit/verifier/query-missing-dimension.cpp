// A query names a dimension the queried node has.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *self = __hpvm__getNode();
  out[0] = __hpvm__getNodeInstanceID_x(self);
  // CHECK: {{.*}}query-missing-dimension.cpp:[[@LINE+1]]:12: error: query of dimension y of 'leaf(long*, unsigned long)', which has 1 dimension
  out[1] = __hpvm__getNodeInstanceID_y(self);
}

void root(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *n = __hpvm__createNodeND(1, (void *)leaf, 4);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }