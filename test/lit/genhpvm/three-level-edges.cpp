// Edges at every internal level of a three-level graph: inside each 'stage'
// (first -> second), and between the root's children (stage -> stage ->
// last, plus stage -> last), where the stages' outputs are their children's
// outputs bound out.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void first(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + 1);
}

void second(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(2, x * 2, (long)x);
}

// Level 1: first -> second inside each stage.
void stage(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *a = __hpvm__createNodeND(0, (void *)first);
  void *b = __hpvm__createNodeND(0, (void *)second);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__edge(a, b, 1, 0, 0, 0);
  __hpvm__bindOut(b, 0, 0, 0);
  __hpvm__bindOut(b, 1, 1, 0);
}

void last(int x, long y) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + y);
}

// Level 0: stage -> stage -> last.
void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *s1 = __hpvm__createNodeND(0, (void *)stage);
  void *s2 = __hpvm__createNodeND(0, (void *)stage);
  void *l = __hpvm__createNodeND(0, (void *)last);
  __hpvm__bindIn(s1, 0, 0, 0);
  __hpvm__edge(s1, s2, 1, 0, 0, 0);
  __hpvm__edge(s2, l, 1, 0, 0, 0);
  __hpvm__edge(s1, l, 1, 1, 1, 0);
  __hpvm__bindOut(l, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local { i32 } @_Z5firsti(i32 noundef %0)
// CHECK-LABEL: define dso_local { i32, i64 } @_Z6secondi(i32 noundef %0)
// CHECK:   %[[A:[0-9]+]] = insertvalue { i32, i64 } poison, i32 %{{[0-9]+}}, 0
// CHECK-NEXT:   %[[B:[0-9]+]] = insertvalue { i32, i64 } %[[A]], i64 %{{[0-9]+}}, 1
// CHECK-NEXT:   ret { i32, i64 } %[[B]]

// CHECK-LABEL: define dso_local { i32, i64 } @_Z5stagei(i32 noundef %0)
// CHECK-NEXT:   %[[F:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z5firsti)
// CHECK-NEXT:   %[[S:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z6secondi)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[F]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[F]], ptr %[[S]], i1 true, i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %[[S]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %[[S]], i32 1, i32 1, i1 false)
// CHECK-NEXT:   ret { i32, i64 } zeroinitializer

// CHECK-LABEL: define dso_local { i64 } @_Z4lastil(i32 noundef %0, i64 noundef %1)

// CHECK-LABEL: define dso_local { i64 } @_Z4rooti(i32 noundef %0)
// CHECK-NEXT:   %[[S1:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z5stagei)
// CHECK-NEXT:   %[[S2:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z5stagei)
// CHECK-NEXT:   %[[L:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z4lastil)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[S1]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[S1]], ptr %[[S2]], i1 true, i32 0, i32 0, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[S2]], ptr %[[L]], i1 true, i32 0, i32 0, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[S1]], ptr %[[L]], i1 true, i32 1, i32 1, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %[[L]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   ret { i64 } zeroinitializer
