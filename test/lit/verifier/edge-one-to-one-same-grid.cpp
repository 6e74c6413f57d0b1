// Must not fire: a one-to-one edge between nodes whose counts are the same
// runtime int, widened separately at each __hpvm__createNodeND.
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck %s
#include <hpvm.h>

void a() { __hpvm__return(1, 1); }
void b(int x) {}

void root(int n, short m) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(2, (void *)a, n, m * 2);
  void *nb = __hpvm__createNodeND(2, (void *)b, n, m * 2);
  __hpvm__edge(na, nb, 0, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK: edges:
// CHECK-NEXT: #0 'a' output 0 -> #1 'b' input 0, one_to_one
