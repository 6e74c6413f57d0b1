// A leaf of tensor operations runs on the host whatever its hint or the
// command line's targets say: the tensor runtime runs its operations on the
// GPU when there is one.
// RUN: %hpvmcc --hpvm-targets=gpu --emit=dfg %s | FileCheck %s
#include <hpvm.h>

// CHECK: node #0 'leaf(void*, unsigned long)'
// CHECK-NEXT: function:
// CHECK-NEXT: targets: cpu
void leaf(void *in, size_t bytes) {
  __hpvm__hint(hpvm::GPU_TARGET);
  __hpvm__attributes(1, in, 0);
  void *r = __hpvm__tensor_softmax(in);
  __hpvm__return(2, r, (size_t)0);
}

// CHECK: node #1 'other(int*, unsigned long)'
// CHECK-NEXT: function:
// CHECK-NEXT: targets: gpu
void other(int *p, size_t bytes) {
  __hpvm__attributes(1, p, 1, p);
  *p = 1;
  __hpvm__return(0);
}

void root(void *in, size_t bytes, int *p, size_t p_bytes) {
  __hpvm__attributes(2, in, p, 1, p);
  void *n = __hpvm__createNodeND(0, leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  void *o = __hpvm__createNodeND(0, other);
  __hpvm__bindIn(o, 2, 0, 0);
  __hpvm__bindIn(o, 3, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
