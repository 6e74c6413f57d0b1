// A node that runs no instance outputs zeros: the outputs are cleared
// before the instance loop, whose last instance overwrites them.
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(int x, long y) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(2, x + 1, y);
}

void root(int x, long y, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *l = __hpvm__createNodeND(1, (void *)leaf, n);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  __hpvm__bindOut(l, 0, 0, 0);
  __hpvm__bindOut(l, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define internal void @_Z4leafil.cpu(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
// CHECK:         %[[OUT:[0-9]+]] = getelementptr inbounds <{ i32, i64, { i32, i64 } }>, ptr %0, i32 0, i32 2
// CHECK-NEXT:    %[[X:[0-9]+]] = getelementptr inbounds { i32, i64 }, ptr %[[OUT]], i32 0, i32 0
// CHECK-NEXT:    store i32 0, ptr %[[X]]
// CHECK-NEXT:    %[[Y:[0-9]+]] = getelementptr inbounds { i32, i64 }, ptr %[[OUT]], i32 0, i32 1
// CHECK-NEXT:    store i64 0, ptr %[[Y]]
// CHECK-NEXT:    call void @hpvm_rt_parallel_for(
