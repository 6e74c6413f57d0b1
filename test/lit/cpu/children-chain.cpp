// Children ordered by a path (a -> b -> c) lose nothing by running one
// after the other: they are called in order, without the task runtime.
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

void c(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x - 3);
}

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *nc = __hpvm__createNodeND(0, (void *)c);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  void *na = __hpvm__createNodeND(0, (void *)a);
  __hpvm__bindIn(na, 0, 0, 0);
  __hpvm__edge(na, nb, 1, 0, 0, 0);
  __hpvm__edge(nb, nc, 1, 0, 0, 0);
  __hpvm__bindOut(nc, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-NOT: hpvm_rt_run_children
// CHECK-LABEL: define internal { i32 } @_Z4rooti.cpu.inst(i32 noundef %0, ptr %1)
// CHECK:         call void @_Z1ai.cpu(
// CHECK:         call void @_Z1bi.cpu(
// CHECK:         call void @_Z1ci.cpu(
// CHECK-NOT: hpvm_rt_run_children
