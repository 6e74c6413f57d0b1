// A streaming graph: __hpvm__launch(1, ...) becomes launch with stream=true,
// push and pop keep their operands, and streaming binds carry i1 true.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void stage(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + 1);
}

void pipeline(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *s = __hpvm__createNodeND(0, (void *)stage);
  __hpvm__bindIn(s, 0, 0, 1);
  __hpvm__bindOut(s, 0, 0, 1);
}

void host(int *items, int *results, int n) {
  struct __attribute__((packed)) { int x; } args;
  void *g = __hpvm__launch(1, (void *)pipeline, &args);
  for (int i = 0; i < n; ++i) {
    args.x = items[i];
    __hpvm__push(g, &args);
  }
  for (int i = 0; i < n; ++i)
    results[i] = *(int *)__hpvm__pop(g);
  __hpvm__wait(g);
}

// CHECK-LABEL: define dso_local void @_Z4hostPiS_i(
// CHECK:   %[[G:[0-9]+]] = call ptr @llvm.hpvm.launch(ptr @_Z8pipelinei, ptr %[[ARGS:[0-9]+]], i1 true)
// CHECK:   call void @llvm.hpvm.push(ptr %{{[0-9]+}}, ptr %[[ARGS]])
// CHECK:   call ptr @llvm.hpvm.pop(ptr %{{[0-9]+}})
// CHECK:   call void @llvm.hpvm.wait(ptr %{{[0-9]+}})

// CHECK-LABEL: define dso_local { i32 } @_Z8pipelinei(i32 noundef %0)
// CHECK-NEXT:   %[[S:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z5stagei)
// CHECK-NEXT:   call void @llvm.hpvm.bind.input(ptr %[[S]], i32 0, i32 0, i1 true)
// CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %[[S]], i32 0, i32 0, i1 true)
// CHECK-NEXT:   ret { i32 } zeroinitializer
