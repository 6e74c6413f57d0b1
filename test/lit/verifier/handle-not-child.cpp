// Edges and binds name children created by the same node function.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a(int x) {}
void b(int x) {}

void root(int x, int which) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  void *chosen = which ? na : nb;
  // CHECK: {{.*}}handle-not-child.cpp:[[@LINE+1]]:3: error: this operation must name a node created in the same node function
  __hpvm__bindIn(chosen, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }