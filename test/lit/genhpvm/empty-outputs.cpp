// __hpvm__empty_outputs becomes <node>.empty, a function of the node's
// parameters returning its outputs, named by !hpvm.empty.outputs.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes, float s, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  __hpvm__empty_outputs(2, s, n + 1);
  s = 2.5f * n;
  __hpvm__return(2, s, n);
}

void root(int *p, size_t bytes, float s, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *l = __hpvm__createNodeND(1, (void *)leaf, n);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  __hpvm__bindIn(l, 2, 2, 0);
  __hpvm__bindIn(l, 3, 3, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
// CHECK-LABEL: define {{.*}} { double, i64 } @_Z4leafPimfl(
// CHECK-SAME: !hpvm.empty.outputs [[MD:![0-9]+]]
// CHECK-NOT: empty_outputs
// CHECK: define internal { double, i64 } @_Z4leafPimfl.empty(ptr %0, i64 %1, float %2, i64 %3)
// CHECK-NEXT: [[S:%.*]] = fpext float %2 to double
// CHECK-NEXT: [[A:%.*]] = insertvalue { double, i64 } poison, double [[S]], 0
// CHECK-NEXT: [[N:%.*]] = add nsw i64 %3, 1
// CHECK-NEXT: insertvalue { double, i64 } [[A]], i64 [[N]], 1
// CHECK: [[MD]] = !{ptr @_Z4leafPimfl.empty}
