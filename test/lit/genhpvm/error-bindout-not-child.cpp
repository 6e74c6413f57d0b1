// __hpvm__bindOut names a node created in the same node function.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a() { __hpvm__return(1, 1); }
void b() { __hpvm__return(1, 2); }

void root(int which) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  void *chosen = which ? na : nb;
  // CHECK: {{.*}}error-bindout-not-child.cpp:[[@LINE+1]]:3: error: __hpvm__bindOut needs a node created in this function
  __hpvm__bindOut(chosen, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }