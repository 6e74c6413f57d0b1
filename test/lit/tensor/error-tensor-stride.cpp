// Strides and windows known at compile time must be positive, paddings not
// negative.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(void *in, size_t bytes, void *w, size_t w_bytes) {
  __hpvm__hint(hpvm::CUDNN_TARGET);
  __hpvm__attributes(2, in, w, 0);
  // CHECK: {{.*}}error-tensor-stride.cpp:[[@LINE+1]]:13: error: the horizontal stride of 'llvm.hpvm.tensor.convolution' is 0; it must be positive
  void *r = __hpvm__tensor_convolution(in, w, 1, 1, 1, 0);
  __hpvm__return(2, r, (size_t)0);
}

void root(void *in, size_t bytes, void *w, size_t w_bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, in, w, 0);
  void *n = __hpvm__createNodeND(0, leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 2, 2, 0);
  __hpvm__bindIn(n, 3, 3, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
