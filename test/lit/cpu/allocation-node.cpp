// An allocation node's __hpvm__malloc allocates in the scope of its
// parent's instance: the parent hands its children a copy of its context
// followed by a null scope, and frees the scope once every child has run.
// The pointer reaches the sibling through an ordinary edge.
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

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
  out[i] = scratch[i];
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

// The leaf allocates in the scope after its parent's context.
// CHECK-LABEL: define internal { ptr, i64 } @_Z5allocm.cpu.inst(i64 noundef %0, ptr %1)
// CHECK-NEXT:    %[[PARENT_FIELD:[0-9]+]] = getelementptr inbounds { [3 x i64], [3 x i64], ptr, i32 }, ptr %1, i32 0, i32 2
// CHECK-NEXT:    %[[PARENT:[0-9]+]] = load ptr, ptr %[[PARENT_FIELD]]
// CHECK-NEXT:    %[[SCOPE:[0-9]+]] = getelementptr inbounds { { [3 x i64], [3 x i64], ptr, i32 }, ptr }, ptr %[[PARENT]], i32 0, i32 1
// CHECK-NEXT:    %[[BUF:[0-9]+]] = call ptr @hpvm_rt_malloc(ptr %[[SCOPE]], i64 %0, ptr @_Z5allocm.node)
// CHECK-NEXT:    insertvalue { ptr, i64 } poison, ptr %[[BUF]], 0

// CHECK-LABEL: define internal {} @_Z4tilePfmm.cpu.inst(ptr noundef "hpvm.out" %0, i64 noundef %1, i64 noundef %2, ptr %3)
// CHECK:         %[[ALLOC_ARGS:[0-9]+]] = alloca <{ i64, { ptr, i64 } }>
// CHECK-NEXT:    %[[WORK_ARGS:[0-9]+]] = alloca <{ ptr, i64, ptr, i64, {} }>
// CHECK-NEXT:    %[[CTX:[0-9]+]] = alloca { { [3 x i64], [3 x i64], ptr, i32 }, ptr }
// CHECK-NEXT:    call void @llvm.memcpy.p0.p0.i64(ptr align 8 %[[CTX]], ptr align 8 %3, i64 64, i1 false)
// CHECK-NEXT:    %[[SCOPE:[0-9]+]] = getelementptr inbounds { { [3 x i64], [3 x i64], ptr, i32 }, ptr }, ptr %[[CTX]], i32 0, i32 1
// CHECK-NEXT:    store ptr null, ptr %[[SCOPE]]
// The children see the copy as their parent's context: the allocation
// node first, its pointer copied into the user's arguments, then the user.
// CHECK:         call void @_Z5allocm.cpu(ptr %[[ALLOC_ARGS]], ptr %[[CTX]], i64 1, i64 1, i64 1)
// CHECK-NEXT:    %[[OUT:[0-9]+]] = getelementptr <{ i64, { ptr, i64 } }>, ptr %[[ALLOC_ARGS]], i32 0, i32 1, i32 0
// CHECK-NEXT:    %[[PTR:[0-9]+]] = load ptr, ptr %[[OUT]]
// CHECK-NEXT:    %[[IN:[0-9]+]] = getelementptr inbounds <{ ptr, i64, ptr, i64, {} }>, ptr %[[WORK_ARGS]], i32 0, i32 0
// CHECK-NEXT:    store ptr %[[PTR]], ptr %[[IN]]
// CHECK:         call void @_Z4workPfmS_m.cpu(ptr %[[WORK_ARGS]], ptr %[[CTX]], i64 16, i64 1, i64 1)
// Freed when the instance completes.
// CHECK-NEXT:    %[[SCOPE2:[0-9]+]] = getelementptr inbounds { { [3 x i64], [3 x i64], ptr, i32 }, ptr }, ptr %[[CTX]], i32 0, i32 1
// CHECK-NEXT:    call void @hpvm_rt_free_scope(ptr %[[SCOPE2]])
// CHECK-NEXT:    ret {} zeroinitializer
