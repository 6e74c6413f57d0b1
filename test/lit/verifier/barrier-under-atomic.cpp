// An atomic returns something different to each instance: a barrier under
// a condition on it is rejected as well.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int *count, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, count, 1, count);
  if (__hpvm__atomic_add(count, 1) < 4)
    // CHECK: {{.*}}barrier-under-atomic.cpp:[[@LINE+1]]:5: error: __hpvm__barrier under control flow that depends on what an atomic or an allocation returns to each instance of 'leaf(int*, unsigned long)'
    __hpvm__barrier();
}

void root(int *count, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, count, 1, count);
  void *l = __hpvm__createNodeND(1, (void *)leaf, 16);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
