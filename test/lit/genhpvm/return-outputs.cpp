// Outputs of a leaf are the values of its __hpvm__return, in order, as the
// fields of the struct the node function returns.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(float *p, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 0);
  double sum = 0;
  for (long i = 0; i < n; ++i)
    sum += p[i];
  __hpvm__return(3, p, sum, n);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)leaf, args)); }

// CHECK-LABEL: define dso_local { ptr, double, i64 } @_Z4leafPfml(ptr noundef "hpvm.in" %0, i64 noundef %1, i64 noundef %2)
// CHECK:   %[[SUM:[0-9]+]] = phi double [ 0.000000e+00, %{{[0-9]+}} ], [ %{{[0-9]+}}, %{{[0-9]+}} ]
// CHECK:   %[[A:[0-9]+]] = insertvalue { ptr, double, i64 } poison, ptr %0, 0
// CHECK-NEXT:   %[[B:[0-9]+]] = insertvalue { ptr, double, i64 } %[[A]], double %[[SUM]], 1
// CHECK-NEXT:   %[[C:[0-9]+]] = insertvalue { ptr, double, i64 } %[[B]], i64 %2, 2
// CHECK-NEXT:   ret { ptr, double, i64 } %[[C]]
// CHECK-NEXT: }
