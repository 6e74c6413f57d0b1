// Tensor leaves run on the host and the tensor runtime picks the device; a
// leaf for the gpu target cannot call tensor operations.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(void *in, size_t bytes) {
  __hpvm__hint(hpvm::GPU_TARGET);
  __hpvm__attributes(1, in, 0);
  // CHECK: {{.*}}error-tensor-gpu-leaf.cpp:[[@LINE+1]]:13: error: tensor operation 'llvm.hpvm.tensor.softmax' in 'leaf(void*, unsigned long)', whose targets are gpu (hint a tensor leaf CUDNN_TARGET, TENSOR_TARGET or CPU_TARGET: the tensor runtime picks the device of each operation)
  void *r = __hpvm__tensor_softmax(in);
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
