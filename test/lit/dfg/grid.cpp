// Grids of 0 to 3 dimensions: constant counts print as numbers, runtime ones
// by their IR name in the parent's function, the same name --emit=hpvm-ir
// shows (here a parameter, an int widened by a sext, a product). The same
// function created four times is four children, #0 to #3.
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck %s
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s --check-prefix=IR
#include <hpvm.h>

void leaf() { __hpvm__hint(hpvm::CPU_TARGET); }

void root(long n, int m) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__createNodeND(1, (void *)leaf, n);
  __hpvm__createNodeND(2, (void *)leaf, 16, m);
  __hpvm__createNodeND(3, (void *)leaf, n, n * 2, 3);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK:      node 'root(long, int)'
// CHECK:        grid: 0-D (single instance)
// CHECK:        node #0 'leaf()'
// CHECK-NEXT:     function: @_Z4leafv
// CHECK-NEXT:     targets: cpu
// CHECK-NEXT:     grid: 0-D (single instance)
// CHECK:        node #1 'leaf()'
// CHECK-NEXT:     function: @_Z4leafv
// CHECK-NEXT:     targets: cpu
// CHECK-NEXT:     grid: 1-D [%0]
// CHECK:        node #2 'leaf()'
// CHECK-NEXT:     function: @_Z4leafv
// CHECK-NEXT:     targets: cpu
// CHECK-NEXT:     grid: 2-D [16 x %5]
// CHECK:        node #3 'leaf()'
// CHECK-NEXT:     function: @_Z4leafv
// CHECK-NEXT:     targets: cpu
// CHECK-NEXT:     grid: 3-D [%0 x %7 x 3]

// IR-LABEL: define dso_local {} @_Z4rootli(i64 noundef %0, i32 noundef %1)
// IR:   %5 = sext i32 %1 to i64
// IR:   %7 = mul nsw i64 %0, 2
// IR-NEXT:   call ptr @llvm.hpvm.createNode3D(ptr @_Z4leafv, i64 %0, i64 %7, i64 3)
