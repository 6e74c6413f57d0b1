// Each input of a child is fed once, by an edge or a bind.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a() { __hpvm__return(1, 1); }
void b(int x) {}

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  __hpvm__edge(na, nb, 1, 0, 0, 0);
  // CHECK: {{.*}}input-fed-twice.cpp:[[@LINE+1]]:3: error: input 0 of 'b(int)' is fed twice
  __hpvm__bindIn(nb, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }