// __hpvm__attributes(ni, inputs..., no, outputs...) becomes the "hpvm.in"
// and "hpvm.out" parameter attributes; a pointer may be in both lists, and
// naming one twice is harmless.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

// in only, out only, in and out (listed in both), a non-pointer between
// them, and a pointer listed twice in the same list.
void leaf(const float *a, size_t aBytes, float *b, size_t bBytes, float *c,
          size_t cBytes, int k) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, a, c, a, 2, b, c);
  b[k] = a[k] + c[k];
  c[k] = 0;
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)leaf, args)); }

// CHECK-LABEL: define dso_local {} @_Z4leafPKfmPfmS1_mi(ptr noundef "hpvm.in" %0, i64 noundef %1, ptr noundef "hpvm.out" %2, i64 noundef %3, ptr noundef "hpvm.in" "hpvm.out" %4, i64 noundef %5, i32 noundef %6)
// CHECK-NOT: __hpvm__attributes
// CHECK: ret {} zeroinitializer
