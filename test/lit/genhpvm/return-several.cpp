// Several __hpvm__return statements on different paths of one leaf: each
// path's values reach the single return through phis.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes, int k) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 0);
  if (k < 0) {
    __hpvm__return(2, -1, bytes);
    return;
  }
  if (p[k] == 0) {
    __hpvm__return(2, 0, (size_t)0);
    return;
  }
  __hpvm__return(2, p[k], bytes);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)leaf, args)); }

// CHECK-LABEL: define dso_local { i32, i64 } @_Z4leafPimi(ptr noundef "hpvm.in" %0, i64 noundef %1, i32 noundef %2)
// CHECK:   icmp eq i32
// CHECK:   %[[LOADED:[0-9]+]] = load i32, ptr %{{[0-9]+}}
// CHECK-NEXT:   br label %[[RET:[0-9]+]]
// CHECK:   [[RET]]:
// CHECK-NEXT:   %[[BYTES:[0-9]+]] = phi i64 [ %1, %{{[0-9]+}} ], [ 0, %{{[0-9]+}} ], [ %1, %{{[0-9]+}} ]
// CHECK-NEXT:   %[[VALUE:[0-9]+]] = phi i32 [ -1, %{{[0-9]+}} ], [ 0, %{{[0-9]+}} ], [ %[[LOADED]], %{{[0-9]+}} ]
// CHECK-NEXT:   %[[A:[0-9]+]] = insertvalue { i32, i64 } poison, i32 %[[VALUE]], 0
// CHECK-NEXT:   %[[B:[0-9]+]] = insertvalue { i32, i64 } %[[A]], i64 %[[BYTES]], 1
// CHECK-NEXT:   ret { i32, i64 } %[[B]]
// CHECK-NEXT: }
