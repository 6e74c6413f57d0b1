// __hpvm__node_id(N), which ApproxHPVM's generated networks call in each
// leaf, is accepted and dropped: operations are named after their leaves.
// It used to be an undeclared identifier.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

// CHECK: define {{.*}} @_Z10var_0_nodePvm(
// CHECK-NOT: node_id
// CHECK: call ptr @llvm.hpvm.tensor.relu(ptr
void var_0_node(void *t1, size_t bytes_t1) {
  __hpvm__hint(hpvm::TENSOR_TARGET);
  __hpvm__attributes(1, t1, 0);
  __hpvm__node_id(1);
  void *r = __hpvm__tensor_relu(t1);
  __hpvm__return(2, r, (size_t)0);
}

void root(void *input, size_t input_bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, input, 0);
  void *var_0 = __hpvm__createNodeND(0, var_0_node);
  __hpvm__bindIn(var_0, 0, 0, 0);
  __hpvm__bindIn(var_0, 1, 1, 0);
  __hpvm__bindOut(var_0, 0, 0, 0);
  __hpvm__bindOut(var_0, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
// CHECK-NOT: node_id
