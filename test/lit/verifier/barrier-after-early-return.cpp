// Instances that return early never reach a later barrier: rejected too.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(float *a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  if (i >= n)
    return;
  a[i] = 1;
  // CHECK: {{.*}}barrier-after-early-return.cpp:[[@LINE+1]]:3: error: __hpvm__barrier under control flow that depends on the instance id of 'leaf(float*, unsigned long, long)'
  __hpvm__barrier();
  a[n - 1 - i] += 1;
}

void root(float *a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *l = __hpvm__createNodeND(1, (void *)leaf, 16);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  __hpvm__bindIn(l, 2, 2, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
