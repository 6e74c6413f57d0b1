// A 1-D child: createNodeND(1, f, n) becomes llvm.hpvm.createNode1D with the
// count widened to i64 (sign-extended from int).
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  p[i] = i;
}

void root(int *p, size_t bytes, int n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *node = __hpvm__createNodeND(1, (void *)leaf, n);
  __hpvm__bindIn(node, 0, 0, 0);
  __hpvm__bindIn(node, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local {} @_Z4leafPim(
// CHECK:   %[[SELF:[0-9]+]] = call ptr @llvm.hpvm.getNode()
// CHECK:   call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %[[SELF]])

// CHECK-LABEL: define dso_local {} @_Z4rootPimi(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, i32 noundef %2)
// CHECK-NEXT:   %[[N:[0-9]+]] = sext i32 %2 to i64
// CHECK-NEXT:   %[[NODE:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z4leafPim, i64 %[[N]])
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[NODE]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[NODE]], i32 1, i32 1, i1 false)
// CHECK-NEXT:   ret {} zeroinitializer
