// A bind joins inputs of the same type.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x) {}

void root(long x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  // CHECK: {{.*}}bind-type-mismatch.cpp:[[@LINE+1]]:3: error: bind of input 0 of 'root(long)' to input 0 of 'leaf(int)' joins values of different types (i64 and i32)
  __hpvm__bindIn(n, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }