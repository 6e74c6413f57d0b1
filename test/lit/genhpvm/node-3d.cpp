// A 3-D child whose counts are long, unsigned and constant: i64 counts pass
// through, i32 ones are sign-extended.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *self = __hpvm__getNode();
  long z = __hpvm__getNodeInstanceID_z(self);
  long nz = __hpvm__getNumNodeInstances_z(self);
  p[z] = nz;
}

void root(int *p, size_t bytes, long nx, unsigned ny) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *node = __hpvm__createNodeND(3, (void *)leaf, nx, ny, 4);
  __hpvm__bindIn(node, 0, 0, 0);
  __hpvm__bindIn(node, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local {} @_Z4leafPim(
// CHECK:   %[[SELF:[0-9]+]] = call ptr @llvm.hpvm.getNode()
// CHECK-NEXT:   call i64 @llvm.hpvm.getNodeInstanceID.z(ptr %[[SELF]])
// CHECK-NEXT:   call i64 @llvm.hpvm.getNumNodeInstances.z(ptr %[[SELF]])

// CHECK-LABEL: define dso_local {} @_Z4rootPimlj(
// CHECK-NEXT:   %[[NY:[0-9]+]] = sext i32 %3 to i64
// CHECK-NEXT:   %[[NODE:[0-9]+]] = call ptr @llvm.hpvm.createNode3D(ptr @_Z4leafPim, i64 %2, i64 %[[NY]], i64 4)
