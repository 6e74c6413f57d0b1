// Two levels: a root whose only child is a 1-D leaf fed by binds.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(float *a, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  a[i] += 1.0f;
}

void root(float *a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *l = __hpvm__createNodeND(1, (void *)leaf, n);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local {} @_Z4leafPfm(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1)
// CHECK-SAME:  !hpvm.target ![[CPU:[0-9]+]] {
// CHECK:   ret {} zeroinitializer

// CHECK-LABEL: define dso_local {} @_Z4rootPfml(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, i64 noundef %2)
// CHECK-SAME:  !hpvm.target ![[CPU]] {
// CHECK-NEXT:   %[[L:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z4leafPfm, i64 %2)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[L]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[L]], i32 1, i32 1, i1 false)
// CHECK-NEXT:   ret {} zeroinitializer
// CHECK-NEXT: }

// CHECK: ![[CPU]] = !{!"cpu"}
