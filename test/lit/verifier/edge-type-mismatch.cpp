// An edge joins an output and an input of the same type. A float passed to
// __hpvm__return is promoted to double (it is a variadic call).
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a(float x) { __hpvm__return(1, x); }
void b(float x) {}

void root(float x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  __hpvm__bindIn(na, 0, 0, 0);
  // CHECK: {{.*}}edge-type-mismatch.cpp:[[@LINE+1]]:3: error: edge from output 0 of 'a(float)' to input 0 of 'b(float)' joins values of different types (double and float)
  __hpvm__edge(na, nb, 1, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }