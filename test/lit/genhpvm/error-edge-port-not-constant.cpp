// The ports of an edge are constants: the graph's shape is static.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a() { __hpvm__return(1, 1); }
void b(int x) {}

void root(unsigned port) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  // CHECK: {{.*}}error-edge-port-not-constant.cpp:[[@LINE+1]]:3: error: argument 4 of __hpvm__edge must be an integer constant
  __hpvm__edge(na, nb, 1, port, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }