// Every input of a child is fed, by an edge or a bind.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x, int y) {}

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}input-not-fed.cpp:[[@LINE+1]]:13: error: input 1 of 'leaf(int, int)' is fed by no edge and no bind
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }