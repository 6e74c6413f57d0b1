// A node function that creates itself would make an infinite graph.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}node-creates-itself.cpp:[[@LINE+1]]:13: error: node function 'root(int)' creates itself: graphs must be finite and acyclic
  void *n = __hpvm__createNodeND(0, (void *)root);
  __hpvm__bindIn(n, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }