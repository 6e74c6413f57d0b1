// A 2-D child with a constant and a runtime count (a short, promoted to int
// by the variadic call, then widened to i64).
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *self = __hpvm__getNode();
  long x = __hpvm__getNodeInstanceID_x(self);
  long y = __hpvm__getNodeInstanceID_y(self);
  long nx = __hpvm__getNumNodeInstances_x(self);
  long ny = __hpvm__getNumNodeInstances_y(self);
  p[y * nx + x] = nx * ny;
}

void root(int *p, size_t bytes, short rows) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *node = __hpvm__createNodeND(2, (void *)leaf, 16, rows);
  __hpvm__bindIn(node, 0, 0, 0);
  __hpvm__bindIn(node, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local {} @_Z4leafPim(
// CHECK:   %[[SELF:[0-9]+]] = call ptr @llvm.hpvm.getNode()
// CHECK-NEXT:   call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %[[SELF]])
// CHECK-NEXT:   call i64 @llvm.hpvm.getNodeInstanceID.y(ptr %[[SELF]])
// CHECK-NEXT:   call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %[[SELF]])
// CHECK-NEXT:   call i64 @llvm.hpvm.getNumNodeInstances.y(ptr %[[SELF]])

// CHECK-LABEL: define dso_local {} @_Z4rootPims(
// CHECK-NEXT:   %[[PROMOTED:[0-9]+]] = sext i16 %2 to i32
// CHECK-NEXT:   %[[ROWS:[0-9]+]] = sext i32 %[[PROMOTED]] to i64
// CHECK-NEXT:   %[[NODE:[0-9]+]] = call ptr @llvm.hpvm.createNode2D(ptr @_Z4leafPim, i64 16, i64 %[[ROWS]])
