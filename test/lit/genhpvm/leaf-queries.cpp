// A leaf two levels below the root queries itself (x), its parent (a 2-D
// node: y) and its grandparent (a 3-D node: z), through handles from
// __hpvm__getNode and __hpvm__getParentNode.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *self = __hpvm__getNode();
  void *parent = __hpvm__getParentNode(self);
  void *grandparent = __hpvm__getParentNode(parent);
  out[0] = __hpvm__getNodeInstanceID_x(self);
  out[1] = __hpvm__getNumNodeInstances_x(self);
  out[2] = __hpvm__getNodeInstanceID_y(parent);
  out[3] = __hpvm__getNumNodeInstances_y(parent);
  out[4] = __hpvm__getNodeInstanceID_z(grandparent);
  out[5] = __hpvm__getNumNodeInstances_z(grandparent);
}

void mid(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *l = __hpvm__createNodeND(1, (void *)leaf, 4);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
}

void top(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *m = __hpvm__createNodeND(2, (void *)mid, 2, 3);
  __hpvm__bindIn(m, 0, 0, 0);
  __hpvm__bindIn(m, 1, 1, 0);
}

void root(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *t = __hpvm__createNodeND(3, (void *)top, 1, 1, 5);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local {} @_Z4leafPlm(
// CHECK-NEXT:   %[[SELF:[0-9]+]] = call ptr @llvm.hpvm.getNode()
// CHECK-NEXT:   %[[PARENT:[0-9]+]] = call ptr @llvm.hpvm.getParentNode(ptr %[[SELF]])
// CHECK-NEXT:   %[[GRANDPARENT:[0-9]+]] = call ptr @llvm.hpvm.getParentNode(ptr %[[PARENT]])
// CHECK-NEXT:   call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %[[SELF]])
// CHECK:   call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %[[SELF]])
// CHECK:   call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %[[PARENT]])
// CHECK:   call i64 @llvm.hpvm.getNumNodeInstances.y(ptr %[[PARENT]])
// CHECK:   call i64 @llvm.hpvm.getNodeInstanceID.z(ptr %[[GRANDPARENT]])
// CHECK:   call i64 @llvm.hpvm.getNumNodeInstances.z(ptr %[[GRANDPARENT]])

// CHECK-LABEL: define dso_local {} @_Z3midPlm(
// CHECK-NEXT:   call ptr @llvm.hpvm.createNode1D(ptr @_Z4leafPlm, i64 4)
// CHECK-LABEL: define dso_local {} @_Z3topPlm(
// CHECK-NEXT:   call ptr @llvm.hpvm.createNode2D(ptr @_Z3midPlm, i64 2, i64 3)
// CHECK-LABEL: define dso_local {} @_Z4rootPlm(
// CHECK-NEXT:   call ptr @llvm.hpvm.createNode3D(ptr @_Z3topPlm, i64 1, i64 1, i64 5)
