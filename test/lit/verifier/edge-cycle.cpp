// The edges between siblings form no cycle.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a(int x) { __hpvm__return(1, x); }
void b(int x) { __hpvm__return(1, x); }

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  // CHECK: {{.*}}edge-cycle.cpp:[[@LINE+1]]:3: error: the edges between the children of 'root()' form a cycle
  __hpvm__edge(na, nb, 1, 0, 0, 0);
  __hpvm__edge(nb, na, 1, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }