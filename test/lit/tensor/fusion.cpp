// A convolution, its bias add and its activation, each the only user of the
// one before, become one operation named after the convolution; a chain
// whose intermediate result has another user is left alone.
// RUN: %hpvmcc -O0 --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

// CHECK-DAG: @[[RELU:[^ ]+]] = {{.*}} c"relu_layer.0\00"
// CHECK-DAG: @[[GROUP:[^ ]+]] = {{.*}} c"group_layer.0\00"
// CHECK-DAG: @[[BARE:[^ ]+]] = {{.*}} c"bias_only.0\00"
// CHECK-DAG: @[[KEPT:[^ ]+]] = {{.*}} c"shared.0\00"
// CHECK-DAG: call ptr @hpvm_tensor_conv_bias_act(ptr @[[RELU]], ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, i32 1, i32 1, i32 2, i32 2, i32 1, i32 1, float 0.000000e+00, float 0.000000e+00)
// CHECK-DAG: call ptr @hpvm_tensor_conv_bias_act(ptr @[[GROUP]], ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, i32 0, i32 0, i32 1, i32 1, i32 8, i32 3, float 0.000000e+00, float 6.000000e+00)
// CHECK-DAG: call ptr @hpvm_tensor_conv_bias_act(ptr @[[BARE]], ptr %{{.*}}, ptr %{{.*}}, ptr %{{.*}}, i32 0, i32 0, i32 1, i32 1, i32 1, i32 0,
// CHECK-DAG: call ptr @hpvm_tensor_convolution(ptr @[[KEPT]],
// CHECK-DAG: call ptr @hpvm_tensor_add(ptr
// CHECK-DAG: call ptr @hpvm_tensor_tanh(ptr

void relu_layer(void *x, size_t xb, void *w, size_t wb, void *b, size_t bb) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_relu(
      __hpvm__tensor_add(__hpvm__tensor_convolution(x, w, 1, 1, 2, 2), b));
  __hpvm__return(2, __hpvm__tensor_pool_max(r, 2, 2, 0, 0, 2, 2), (size_t)0);
}

void group_layer(void *x, size_t xb, void *w, size_t wb, void *b, size_t bb) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_group_convolution(x, w, 0, 0, 1, 1, 1, 8);
  r = __hpvm__tensor_clipped_relu(__hpvm__tensor_add(r, b), 0, 6);
  __hpvm__return(2, r, (size_t)0);
}

void bias_only(void *x, size_t xb, void *w, size_t wb, void *b, size_t bb) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *r = __hpvm__tensor_add(__hpvm__tensor_convolution(x, w, 0, 0, 1, 1), b);
  __hpvm__return(2, r, (size_t)0);
}

// The convolution's result is also added to the activation: not fused.
void shared(void *x, size_t xb, void *w, size_t wb, void *b, size_t bb) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *c = __hpvm__tensor_convolution(x, w, 0, 0, 1, 1);
  void *r = __hpvm__tensor_add(__hpvm__tensor_tanh(__hpvm__tensor_add(c, b)), c);
  __hpvm__return(2, r, (size_t)0);
}

void root(void *x, size_t xb, void *w, size_t wb, void *b, size_t bb) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, x, w, b, 0);
  void *n1 = __hpvm__createNodeND(0, relu_layer);
  void *n2 = __hpvm__createNodeND(0, group_layer);
  void *n3 = __hpvm__createNodeND(0, bias_only);
  void *n4 = __hpvm__createNodeND(0, shared);
  __hpvm__bindIn(n1, 0, 0, 0);
  __hpvm__bindIn(n1, 1, 1, 0);
  __hpvm__bindIn(n1, 2, 2, 0);
  __hpvm__bindIn(n1, 3, 3, 0);
  __hpvm__bindIn(n1, 4, 4, 0);
  __hpvm__bindIn(n1, 5, 5, 0);
  __hpvm__edge(n1, n2, 1, 0, 0, 0);
  __hpvm__edge(n1, n2, 1, 1, 1, 0);
  __hpvm__bindIn(n2, 2, 2, 0);
  __hpvm__bindIn(n2, 3, 3, 0);
  __hpvm__bindIn(n2, 4, 4, 0);
  __hpvm__bindIn(n2, 5, 5, 0);
  __hpvm__edge(n2, n3, 1, 0, 0, 0);
  __hpvm__edge(n2, n3, 1, 1, 1, 0);
  __hpvm__bindIn(n3, 2, 2, 0);
  __hpvm__bindIn(n3, 3, 3, 0);
  __hpvm__bindIn(n3, 4, 4, 0);
  __hpvm__bindIn(n3, 5, 5, 0);
  __hpvm__edge(n3, n4, 1, 0, 0, 0);
  __hpvm__edge(n3, n4, 1, 1, 1, 0);
  __hpvm__bindIn(n4, 2, 2, 0);
  __hpvm__bindIn(n4, 3, 3, 0);
  __hpvm__bindIn(n4, 4, 4, 0);
  __hpvm__bindIn(n4, 5, 5, 0);
  __hpvm__bindOut(n4, 0, 0, 0);
  __hpvm__bindOut(n4, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
