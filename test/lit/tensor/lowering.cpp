// Tensor operations become calls of the tensor runtime named after them,
// whose first operand names the operation: the leaf's source name, with
// ".<k>" when the leaf has several.
// RUN: %hpvmcc -O0 --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

// CHECK-DAG: @[[ONE:[^ ]+]] = {{.*}} c"single\00"
// CHECK-DAG: @[[FIRST:[^ ]+]] = {{.*}} c"pair.0\00"
// CHECK-DAG: @[[SECOND:[^ ]+]] = {{.*}} c"pair.1\00"
// CHECK-DAG: call ptr @hpvm_tensor_convolution(ptr @[[ONE]], ptr %{{.*}}, ptr %{{.*}}, i32 2, i32 2, i32 1, i32 1)
// CHECK-DAG: call ptr @hpvm_tensor_add(ptr @[[FIRST]], ptr
// CHECK-DAG: call ptr @hpvm_tensor_clipped_relu(ptr @[[SECOND]], ptr %{{.*}}, float 0.000000e+00, float 6.000000e+00)
// CHECK-NOT: llvm.hpvm.tensor
void single(void *in, size_t bytes, void *w, size_t w_bytes) {
  __hpvm__hint(hpvm::CUDNN_TARGET);
  __hpvm__attributes(2, in, w, 0);
  void *r = __hpvm__tensor_convolution(in, w, 2, 2, 1, 1);
  __hpvm__return(2, r, (size_t)0);
}

void pair(void *in, size_t bytes, void *b, size_t b_bytes) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(2, in, b, 0);
  void *r = __hpvm__tensor_clipped_relu(__hpvm__tensor_add(in, b), 0, 6);
  __hpvm__return(2, r, (size_t)0);
}

void root(void *in, size_t bytes, void *w, size_t w_bytes, void *b,
          size_t b_bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, in, w, b, 0);
  void *c = __hpvm__createNodeND(0, single);
  void *a = __hpvm__createNodeND(0, pair);
  __hpvm__bindIn(c, 0, 0, 0);
  __hpvm__bindIn(c, 1, 1, 0);
  __hpvm__bindIn(c, 2, 2, 0);
  __hpvm__bindIn(c, 3, 3, 0);
  __hpvm__edge(c, a, 1, 0, 0, 0);
  __hpvm__edge(c, a, 1, 1, 1, 0);
  __hpvm__bindIn(a, 4, 2, 0);
  __hpvm__bindIn(a, 5, 3, 0);
  __hpvm__bindOut(a, 0, 0, 0);
  __hpvm__bindOut(a, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
