// Pragma nodes pass tensors between operations through their C++ handles
// (hpvm/tensor.h); fusion looks through those round trips, so a node's
// convolution, bias add and activation run as one operation, and a node
// whose convolution result has another user keeps its operations apart.
// RUN: %hpvmcc -O0 --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm/tensor.h>

using namespace hpvm::tensor;

// CHECK-DAG: @[[FUSED:[^ ]+]] = {{.*}} c"__hpvm_leaf_forward_0_0.0\00"
// CHECK-DAG: @[[KEPT:[^ ]+]] = {{.*}} c"__hpvm_leaf_forward_0_1.0\00"
// CHECK-DAG: call ptr @hpvm_tensor_conv_bias_act(ptr @[[FUSED]], ptr %{{[^,]*}}, ptr %{{[^,]*}}, ptr %{{[^,]*}}, i32 %{{[^,]*}}, i32 %{{[^,]*}}, i32 %{{[^,]*}}, i32 %{{[^,]*}}, i32 1, i32 1,
// CHECK-DAG: call ptr @hpvm_tensor_convolution(ptr @[[KEPT]],
// CHECK-NOT: call ptr @hpvm_tensor_convolution(ptr @[[FUSED]],
tensor forward(tensor x, tensor w, tensor b) {
  tensor h, y;
#pragma hpvm graph
  {
#pragma hpvm node out(h)
    h = max_pool(relu(add(conv2d(x, w, {1, 1}), b)));
#pragma hpvm node out(y)
    {
      tensor c = conv2d(h, w, {1, 1});
      y = add(relu(add(c, b)), c);
    }
  }
  return y;
}
