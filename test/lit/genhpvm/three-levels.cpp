// Three levels (CPU root, GPU tile, GPU leaf): the leaf's output reaches the
// root's output through __hpvm__bindOut at both internal levels, so all
// three functions return { i64 }; internal nodes return zeros (their outputs
// are bound, not computed).
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(float *a, size_t bytes) {
  __hpvm__hint(hpvm::GPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *self = __hpvm__getNode();
  void *parent = __hpvm__getParentNode(self);
  long i = __hpvm__getNodeInstanceID_x(parent) *
               __hpvm__getNumNodeInstances_x(self) +
           __hpvm__getNodeInstanceID_x(self);
  a[i] += 1.0f;
  __hpvm__return(1, bytes);
}

void tile(float *a, size_t bytes) {
  __hpvm__hint(hpvm::GPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *l = __hpvm__createNodeND(1, (void *)leaf, 64);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  __hpvm__bindOut(l, 0, 0, 0);
}

void root(float *a, size_t bytes, long tiles) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *t = __hpvm__createNodeND(1, (void *)tile, tiles);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
  __hpvm__bindOut(t, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local { i64 } @_Z4leafPfm(
// CHECK-SAME:  !hpvm.target ![[GPU:[0-9]+]] {
// CHECK:   %[[SELF:[0-9]+]] = call ptr @llvm.hpvm.getNode()
// CHECK-NEXT:   %[[PARENT:[0-9]+]] = call ptr @llvm.hpvm.getParentNode(ptr %[[SELF]])
// CHECK-NEXT:   call i64 @llvm.hpvm.getNodeInstanceID.x(ptr %[[PARENT]])
// CHECK-NEXT:   call i64 @llvm.hpvm.getNumNodeInstances.x(ptr %[[SELF]])
// CHECK:   %[[OUT:[0-9]+]] = insertvalue { i64 } poison, i64 %1, 0
// CHECK-NEXT:   ret { i64 } %[[OUT]]

// CHECK-LABEL: define dso_local { i64 } @_Z4tilePfm(
// CHECK-SAME:  !hpvm.target ![[GPU]] {
// CHECK-NEXT:   %[[L:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z4leafPfm, i64 64)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[L]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[L]], i32 1, i32 1, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %[[L]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   ret { i64 } zeroinitializer

// CHECK-LABEL: define dso_local { i64 } @_Z4rootPfml(
// CHECK-SAME:  !hpvm.target ![[CPU:[0-9]+]] {
// CHECK-NEXT:   %[[T:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z4tilePfm, i64 %2)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[T]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[T]], i32 1, i32 1, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %[[T]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   ret { i64 } zeroinitializer

// CHECK-DAG: ![[GPU]] = !{!"gpu"}
// CHECK-DAG: ![[CPU]] = !{!"cpu"}
