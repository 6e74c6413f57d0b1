// An internal node's outputs are the children's outputs bound to it with
// __hpvm__bindOut(child, oc, op): output op takes the type of the child's
// output oc, whatever order the binds come in.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void count(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 0);
  __hpvm__return(1, (long)p[0]);
}

void average(float *q, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, q, 0);
  __hpvm__return(2, q, 0.5);
}

// Outputs: 0 = average's output 1 (double), 1 = count's output 0 (long),
// 2 = average's output 0 (float *).
void both(int *p, size_t pBytes, float *q, size_t qBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, p, q, 0);
  void *c = __hpvm__createNodeND(0, (void *)count);
  void *a = __hpvm__createNodeND(0, (void *)average);
  __hpvm__bindIn(c, 0, 0, 0);
  __hpvm__bindIn(c, 1, 1, 0);
  __hpvm__bindIn(a, 2, 0, 0);
  __hpvm__bindIn(a, 3, 1, 0);
  __hpvm__bindOut(c, 0, 1, 0);
  __hpvm__bindOut(a, 1, 0, 0);
  __hpvm__bindOut(a, 0, 2, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)both, args)); }

// CHECK-LABEL: define dso_local { i64 } @_Z5countPim(
// CHECK-LABEL: define dso_local { ptr, double } @_Z7averagePfm(

// CHECK-LABEL: define dso_local { double, i64, ptr } @_Z4bothPimPfm(ptr noundef "hpvm.in" %0, i64 noundef %1, ptr noundef "hpvm.in" %2, i64 noundef %3)
// CHECK-NEXT:   %[[C:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z5countPim)
// CHECK-NEXT:   %[[A:[0-9]+]] = call ptr @llvm.hpvm.createNode(ptr @_Z7averagePfm)
// CHECK:   call void @llvm.hpvm.bind.output(ptr %[[C]], i32 0, i32 1, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %[[A]], i32 1, i32 0, i1 false)
// CHECK-NEXT:   call void @llvm.hpvm.bind.output(ptr %[[A]], i32 0, i32 2, i1 false)
// CHECK-NEXT:   ret { double, i64, ptr } zeroinitializer
