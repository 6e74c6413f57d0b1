// HPVM-C node functions return void.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

// CHECK: {{.*}}error-node-returns-value.cpp:[[@LINE+1]]: error: in node function 'root(int)': a node function must return void in HPVM-C; its outputs are given by __hpvm__return
int root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  return x;
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }