// Children without a path between all of them run through
// hpvm_rt_run_children: `a` and `b` are independent, `c` needs both. The
// edges become successor lists (a -> c, b -> c), and one function runs any
// one child and copies its outputs along its edges.
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void a(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + 1);
}

void b(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x * 2);
}

void c(int x, int y) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + y);
}

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  void *nc = __hpvm__createNodeND(0, (void *)c);
  __hpvm__bindIn(na, 0, 0, 0);
  __hpvm__bindIn(nb, 0, 0, 0);
  __hpvm__edge(na, nc, 1, 0, 0, 0);
  __hpvm__edge(nb, nc, 1, 0, 1, 0);
  __hpvm__bindOut(nc, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK: @_Z4rooti.succ.begin = private constant [4 x i32] [i32 0, i32 1, i32 2, i32 2]
// CHECK: @_Z4rooti.succs = private constant [2 x i32] [i32 2, i32 2]

// CHECK-LABEL: define internal { i32 } @_Z4rooti.cpu.inst(i32 noundef %0, ptr %1)
// CHECK:         %[[FRAME:[0-9]+]] = alloca { [3 x ptr], ptr, [3 x [3 x i64]] }
// CHECK-NOT:     call void @_Z1ai.cpu(
// CHECK:         call void @hpvm_rt_run_children(ptr @_Z4rooti.node, i32 3, ptr @_Z4rooti.succ.begin, ptr @_Z4rooti.succs, ptr @_Z4rooti.cpu.children, ptr %[[FRAME]])
// CHECK-NOT:     call void @_Z1ai.cpu(
// CHECK:         ret { i32 }

// CHECK-LABEL: define internal void @_Z4rooti.cpu.children(ptr %0, i32 %1)
// CHECK-NEXT:    switch i32 %1, label %[[DONE:[0-9]+]] [
// CHECK-NEXT:      i32 0, label %[[A:[0-9]+]]
// CHECK-NEXT:      i32 1, label %[[B:[0-9]+]]
// CHECK-NEXT:      i32 2, label %[[C:[0-9]+]]
// CHECK-NEXT:    ]
// CHECK:       [[A]]:
// CHECK:         call void @_Z1ai.cpu(
// a's output goes to c's first input.
// CHECK:         %[[CARGS:[0-9]+]] = load ptr, ptr %{{[0-9]+}}
// CHECK-NEXT:    %[[IN:[0-9]+]] = getelementptr inbounds <{ i32, i32, { i32 } }>, ptr %[[CARGS]], i32 0, i32 0
// CHECK-NEXT:    store i32 %{{[0-9]+}}, ptr %[[IN]]
// CHECK:       [[B]]:
// CHECK:         call void @_Z1bi.cpu(
// CHECK:         getelementptr inbounds <{ i32, i32, { i32 } }>, ptr %{{[0-9]+}}, i32 0, i32 1
// CHECK:       [[C]]:
// CHECK:         call void @_Z1cii.cpu(
// CHECK:       [[DONE]]:
// CHECK-NEXT:    ret void
