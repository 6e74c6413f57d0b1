// A bind joins inputs that exist.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x) {}

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  // CHECK: {{.*}}bind-no-such-input.cpp:[[@LINE+1]]:3: error: bind of input 1 of 'root(int)' to input 0 of 'leaf(int)': no such input
  __hpvm__bindIn(n, 1, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }