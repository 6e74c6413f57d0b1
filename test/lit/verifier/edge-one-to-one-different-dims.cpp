// A one-to-one edge joins nodes with the same number of dimensions.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a() { __hpvm__return(1, 1); }
void b(int x) {}

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(1, (void *)a, 8);
  void *nb = __hpvm__createNodeND(2, (void *)b, 8, 1);
  // CHECK: {{.*}}edge-one-to-one-different-dims.cpp:[[@LINE+1]]:3: error: one-to-one edge between 'a()' and 'b(int)', which have different grids
  __hpvm__edge(na, nb, 0, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }