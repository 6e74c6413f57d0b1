// A leaf fed by binds from its parent whose outputs leave by all-to-all
// edges to a sibling: the pointer/size pair it returns becomes
// { ptr, i64 }.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void scale(float *in, size_t bytes, float k) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 1, in);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  in[i] *= k;
  __hpvm__return(2, in, bytes);
}

void sum(float *in, size_t bytes, float *total, size_t totalBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, in, total, 1, total);
  for (size_t i = 0; i < bytes / sizeof(float); ++i)
    *total += in[i];
}

void root(float *in, size_t bytes, float k, float *total, size_t totalBytes,
          long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, in, total, 2, in, total);
  void *s = __hpvm__createNodeND(1, (void *)scale, n);
  void *t = __hpvm__createNodeND(0, (void *)sum);
  __hpvm__bindIn(s, 0, 0, 0);
  __hpvm__bindIn(s, 1, 1, 0);
  __hpvm__bindIn(s, 2, 2, 0);
  __hpvm__edge(s, t, 1, 0, 0, 0);
  __hpvm__edge(s, t, 1, 1, 1, 0);
  __hpvm__bindIn(t, 3, 2, 0);
  __hpvm__bindIn(t, 4, 3, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define dso_local { ptr, i64 } @_Z5scalePfmf(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, float noundef %2)
// CHECK:   %[[A:[0-9]+]] = insertvalue { ptr, i64 } poison, ptr %0, 0
// CHECK-NEXT:   %[[B:[0-9]+]] = insertvalue { ptr, i64 } %[[A]], i64 %1, 1
// CHECK-NEXT:   ret { ptr, i64 } %[[B]]

// CHECK-LABEL: define dso_local {} @_Z3sumPfmS_m(ptr noundef "hpvm.in" %0, i64 noundef %1, ptr noundef "hpvm.in" "hpvm.out" %2, i64 noundef %3)

// CHECK-LABEL: define dso_local {} @_Z4rootPfmfS_ml(
// CHECK-NEXT:   %[[S:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z5scalePfmf, i64 %5)
// CHECK-NEXT:   %[[T:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z3sumPfmS_m)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[S]], i32 0, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[S]], i32 1, i32 1, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[S]], i32 2, i32 2, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[S]], ptr %[[T]], i1 true, i32 0, i32 0, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[S]], ptr %[[T]], i1 true, i32 1, i32 1, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[T]], i32 3, i32 2, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[T]], i32 4, i32 3, i1 false)
// CHECK-NEXT:   ret {} zeroinitializer
