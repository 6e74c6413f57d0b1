// A negative padding of a pooling window is rejected where it is known.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(void *in, size_t bytes) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(1, in, 0);
  // CHECK: {{.*}}error-tensor-pool-padding.cpp:[[@LINE+1]]:13: error: the vertical padding of 'llvm.hpvm.tensor.pool.max' is -1; it must be zero or more
  void *r = __hpvm__tensor_pool_max(in, 2, 2, -1, 0, 2, 2);
  __hpvm__return(2, r, (size_t)0);
}

void root(void *in, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 0);
  void *n = __hpvm__createNodeND(0, leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
