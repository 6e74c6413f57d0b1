// Each output of an internal node is bound once.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a() { __hpvm__return(1, 1); }
void b() { __hpvm__return(1, 2); }

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  __hpvm__bindOut(na, 0, 0, 0);
  // CHECK: {{.*}}output-bound-twice.cpp:[[@LINE+1]]:3: error: output 0 of 'root()' is bound twice
  __hpvm__bindOut(nb, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }