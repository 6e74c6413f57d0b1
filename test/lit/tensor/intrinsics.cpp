// Each __hpvm__tensor_* call of the HPVM release becomes its llvm.hpvm.tensor.*
// operation, with integer operands as i32, and CUDNN_TARGET / TENSOR_TARGET
// leaves are cpu nodes (the tensor runtime picks each operation's device).
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

// CHECK: define {{.*}} @_Z4convPvmS_m(ptr noundef "hpvm.in" [[IN:%[0-9]+]], i64 noundef %{{[0-9]+}}, ptr noundef "hpvm.in" [[W:%[0-9]+]], {{.*}} !hpvm.target ![[CPU:[0-9]+]]
// CHECK: call ptr @llvm.hpvm.tensor.convolution(ptr [[IN]], ptr [[W]], i32 2, i32 1, i32 1, i32 2)
// CHECK: call ptr @llvm.hpvm.tensor.group.convolution(ptr %{{.*}}, ptr [[W]], i32 1, i32 1, i32 1, i32 1, i32 1, i32 4)
// CHECK: call ptr @llvm.hpvm.tensor.add(ptr %{{.*}}, ptr [[W]])
// CHECK: call ptr @llvm.hpvm.tensor.mul(ptr %{{.*}}, ptr [[W]])
// CHECK: call ptr @llvm.hpvm.tensor.batchnorm(ptr %{{.*}}, ptr [[W]], ptr [[W]], ptr [[W]], ptr [[W]], double 1.000000e-03)
void conv(void *in, size_t in_bytes, void *w, size_t w_bytes) {
  __hpvm__hint(hpvm::CUDNN_TARGET);
  __hpvm__attributes(2, in, w, 0);
  void *r = __hpvm__tensor_convolution(in, w, 2, 1, 1, 2);
  r = __hpvm__tensor_group_convolution(r, w, 1, 1, 1, 1, 1, 4);
  r = __hpvm__tensor_add(r, w);
  r = __hpvm__tensor_mul(r, w);
  r = __hpvm__tensor_batchnorm(r, w, w, w, w, 0.001);
  __hpvm__return(2, r, (size_t)0);
}

// CHECK: define {{.*}} @_Z3actPvm(ptr noundef "hpvm.in" [[IN2:%[0-9]+]], {{.*}} !hpvm.target ![[CPU]]
// CHECK: call ptr @llvm.hpvm.tensor.pool.max(ptr [[IN2]], i32 2, i32 2, i32 0, i32 0, i32 2, i32 2)
// CHECK: call ptr @llvm.hpvm.tensor.pool.mean(ptr %{{.*}}, i32 3, i32 3, i32 1, i32 1, i32 1, i32 1)
// CHECK: call ptr @llvm.hpvm.tensor.relu(ptr
// CHECK: call ptr @llvm.hpvm.tensor.clipped.relu(ptr %{{.*}}, float 0.000000e+00, float 6.000000e+00)
// CHECK: call ptr @llvm.hpvm.tensor.tanh(ptr
// CHECK: call ptr @llvm.hpvm.tensor.softmax(ptr
void act(void *in, size_t in_bytes) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(1, in, 0);
  void *r = __hpvm__tensor_pool_max(in, 2, 2, 0, 0, 2, 2);
  r = __hpvm__tensor_pool_mean(r, 3, 3, 1, 1, 1, 1);
  r = __hpvm__tensor_relu(r);
  r = __hpvm__tensor_clipped_relu(r, 0, 6);
  r = __hpvm__tensor_tanh(r);
  r = __hpvm__tensor_softmax(r);
  __hpvm__return(2, r, (size_t)0);
}

void root(void *in, size_t in_bytes, void *w, size_t w_bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, in, w, 0);
  void *c = __hpvm__createNodeND(0, conv);
  void *a = __hpvm__createNodeND(0, act);
  __hpvm__bindIn(c, 0, 0, 0);
  __hpvm__bindIn(c, 1, 1, 0);
  __hpvm__bindIn(c, 2, 2, 0);
  __hpvm__bindIn(c, 3, 3, 0);
  __hpvm__edge(c, a, 1, 0, 0, 0);
  __hpvm__edge(c, a, 1, 1, 1, 0);
  __hpvm__bindOut(a, 0, 0, 0);
  __hpvm__bindOut(a, 1, 1, 0);
}

// CHECK: ![[CPU]] = !{!"cpu"}
void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
