// A pointer parameter that no __hpvm__attributes list names is both an input
// and an output, as the HPVM release's programs assume: with no call at all
// (most of its streaming examples) and with a list that leaves one out. They
// used to be rejected ("has neither 'in' nor 'out'").
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void add(size_t n, int *a, int *b) {
  __hpvm__hint(hpvm::CPU_TARGET);
  for (size_t i = 0; i < n; ++i)
    b[i] += a[i];
  __hpvm__return(1, b);
}

void root(size_t n, int *a, int *b, float *unused) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 0);
  void *leaf = __hpvm__createNodeND(0, add);
  __hpvm__bindIn(leaf, 0, 0, HPVM_NONSTREAMING);
  __hpvm__bindIn(leaf, 1, 1, HPVM_NONSTREAMING);
  __hpvm__bindIn(leaf, 2, 2, HPVM_NONSTREAMING);
  __hpvm__bindOut(leaf, 0, 0, HPVM_NONSTREAMING);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }

// CHECK-LABEL: define dso_local { ptr } @_Z3addmPiS_(i64 noundef %0, ptr noundef "hpvm.in" "hpvm.out" %1, ptr noundef "hpvm.in" "hpvm.out" %2)
// CHECK-LABEL: define dso_local { ptr } @_Z4rootmPiS_Pf(i64 noundef %0, ptr noundef "hpvm.in" %1, ptr noundef "hpvm.in" "hpvm.out" %2, ptr noundef "hpvm.in" "hpvm.out" %3)
