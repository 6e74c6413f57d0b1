// A streaming launch becomes hpvm_rt_stream_launch of the pipeline's
// description: two stages, the root's packed parameters (8 bytes), the item
// frame (root's arguments, then each stage's), the root's outputs (4 bytes)
// and the begin, stage and end functions. begin takes the streamed x from
// the push and the non-streaming k from the launch; end copies the second
// stage's output out; push and pop become runtime calls, and the wait stays
// hpvm_rt_wait, which ends streams too.
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
// CHECK: @_Z4rootii.stage.names = private constant [2 x ptr] [ptr @_Z5firsti.stage.name, ptr @_Z6secondii.stage.name]
// CHECK: @_Z4rootii.stream = private constant { ptr, ptr, i32, i64, i64, i64, ptr, ptr, ptr } { ptr @_Z4rootii.stream.name, ptr @_Z4rootii.stage.names, i32 2, i64 8, i64 32, i64 4, ptr @_Z4rootii.stream.begin, ptr @_Z4rootii.stream.stage, ptr @_Z4rootii.stream.end }

// CHECK-LABEL: define {{.*}}@_Z4hostPvS_(
// CHECK: call ptr @hpvm_rt_stream_launch(ptr @_Z4rootii.stream, ptr
// CHECK: call void @hpvm_rt_stream_push(ptr
// CHECK: call ptr @hpvm_rt_stream_pop(ptr
// CHECK: call void @hpvm_rt_wait(ptr

// CHECK-LABEL: define internal void @_Z4rootii.stream.stage(ptr %0, i32 %1)
// CHECK: switch i32 %1, label %{{.*}} [
// CHECK-NEXT: i32 0, label
// CHECK-NEXT: i32 1, label
// CHECK: call void @_Z5firsti.cpu(
// CHECK: call void @_Z6secondii.cpu(

// CHECK-LABEL: define internal void @_Z4rootii.stream.begin(ptr %0, ptr %1, ptr %2)
// CHECK: getelementptr inbounds <{ i32, i32, { i32 } }>, ptr %2, i32 0, i32 0
// CHECK: getelementptr inbounds <{ i32, i32, { i32 } }>, ptr %1, i32 0, i32 1

// CHECK-LABEL: define internal void @_Z4rootii.stream.end(ptr %0, ptr %1)
// CHECK: getelementptr <{ i32, i32, { i32 } }>, ptr %{{[0-9]+}}, i32 0, i32 2, i32 0
// CHECK: store i32 %{{[0-9]+}}, ptr %{{[0-9]+}}, align 4
#include <hpvm.h>

void first(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + 1);
}

void second(int x, int k) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x * k);
}

void root(int x, int k) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *a = __hpvm__createNodeND(0, (void *)first);
  void *b = __hpvm__createNodeND(0, (void *)second);
  __hpvm__bindIn(a, 0, 0, 1);
  __hpvm__edge(a, b, 1, 0, 0, 1);
  __hpvm__bindIn(b, 1, 1, 0);
  __hpvm__bindOut(b, 0, 0, 1);
}

int host(void *args, void *item) {
  void *g = __hpvm__launch(1, (void *)root, args);
  __hpvm__push(g, item);
  int r = *(int *)__hpvm__pop(g);
  __hpvm__wait(g);
  return r;
}
