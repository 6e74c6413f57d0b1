// A barrier that only some instances reach cannot be honoured: rejected
// when the condition depends on the leaf's own instance id.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(float *a, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  if (i < 8) {
    a[i] = 0;
    // CHECK: {{.*}}barrier-under-instance-id.cpp:[[@LINE+1]]:5: error: __hpvm__barrier under control flow that depends on the instance id of 'leaf(float*, unsigned long)': every instance must reach the same barriers (make the condition the same for all instances, or move the barrier out of it)
    __hpvm__barrier();
  }
}

void root(float *a, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *l = __hpvm__createNodeND(1, (void *)leaf, 16);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
