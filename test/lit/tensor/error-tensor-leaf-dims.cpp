// A tensor operation works on whole tensors: its leaf runs once.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(void *in, size_t bytes) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(1, in, 0);
  // CHECK: {{.*}}error-tensor-leaf-dims.cpp:[[@LINE+1]]:13: error: tensor operation 'llvm.hpvm.tensor.relu' in 'leaf(void*, unsigned long)', which has 1 dimension (a tensor leaf runs once: create it with __hpvm__createNodeND(0, ...))
  void *r = __hpvm__tensor_relu(in);
  __hpvm__return(2, r, (size_t)0);
}

void root(void *in, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 0);
  void *n = __hpvm__createNodeND(1, leaf, 4);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
