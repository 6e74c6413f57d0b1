// An allocation node: a leaf whose __hpvm__malloc result is its output,
// edged (all-to-all) to the sibling that uses it, which synchronises with
// __hpvm__barrier.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

// The allocation node: memory shared by the instances of the node that
// receives the pointer.
void alloc(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *buf = __hpvm__malloc(bytes);
  __hpvm__return(2, buf, bytes);
}

void work(float *scratch, size_t scratchBytes, float *out, size_t outBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, scratch, out, 2, scratch, out);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  scratch[i] = i;
  __hpvm__barrier();
  out[i] = scratch[15 - i];
}

void tile(float *out, size_t outBytes, size_t scratchBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  void *a = __hpvm__createNodeND(0, (void *)alloc);
  void *w = __hpvm__createNodeND(1, (void *)work, 16);
  __hpvm__bindIn(a, 2, 0, 0);
  __hpvm__edge(a, w, 1, 0, 0, 0);
  __hpvm__edge(a, w, 1, 1, 1, 0);
  __hpvm__bindIn(w, 0, 2, 0);
  __hpvm__bindIn(w, 1, 3, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)tile, args)); }

// CHECK-DAG: declare ptr @llvm.hpvm.malloc(i64)
// CHECK-DAG: declare void @llvm.hpvm.barrier()

// CHECK-LABEL: define dso_local { ptr, i64 } @_Z5allocm(i64 noundef %0)
// CHECK-NEXT:   %[[BUF:[0-9]+]] = call ptr @llvm.hpvm.malloc(i64 %0)
// CHECK-NEXT:   %[[A:[0-9]+]] = insertvalue { ptr, i64 } poison, ptr %[[BUF]], 0
// CHECK-NEXT:   %[[B:[0-9]+]] = insertvalue { ptr, i64 } %[[A]], i64 %0, 1
// CHECK-NEXT:   ret { ptr, i64 } %[[B]]

// CHECK-LABEL: define dso_local {} @_Z4workPfmS_m(ptr noundef "hpvm.in" "hpvm.out" %0, i64 noundef %1, ptr noundef "hpvm.in" "hpvm.out" %2, i64 noundef %3)
// CHECK:   call void @llvm.hpvm.barrier()

// CHECK-LABEL: define dso_local {} @_Z4tilePfmm(
// CHECK-NEXT:   %[[AN:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z5allocm)
// CHECK-NEXT:   %[[W:[0-9]+]] = call ptr @llvm.hpvm.createNode1D(ptr @_Z4workPfmS_m, i64 16)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[AN]], i32 2, i32 0, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[AN]], ptr %[[W]], i1 true, i32 0, i32 0, i1 false)
// CHECK-NEXT:   call ptr @llvm.hpvm.createEdge(ptr %[[AN]], ptr %[[W]], i1 true, i32 1, i32 1, i1 false)
