// The must-not-fire twin of fallback-atomic.cpp: an atomic on one address
// (the same in every instance) is vectorised, the lanes doing their atomic
// updates one after the other under the branch's mask.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --hpvm-report --emit=vector-ir %s -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.ll
#include <hpvm/hpvm.h>

void countPositive(const float *v, int *count, long n) {
#pragma hpvm graph in(v[0:n]) inout(count[0:1])
  {
#pragma hpvm node parallel(1) in(v[0:n]) inout(count[0:1])
    for (long i = 0; i < n; ++i)
      if (v[i] > 0)
        hpvm::atomic_add(count, 1);
  }
}

// REMARK: remark: vector node '{{.*}}countPositive{{.*}}' vectorised: 16 lanes, 512-bit vectors
// REMARK-NOT: not vectorised
// CHECK-LABEL: define internal void @{{.*}}countPositive{{.*}}.vector(
// CHECK: %[[POS:[0-9]+]] = fcmp ogt <16 x float>
// CHECK: %[[LANE0:[0-9]+]] = extractelement <16 x i1> %[[POS]], i64 0
// CHECK: br i1 %[[LANE0]]
// CHECK: atomicrmw add ptr %{{[0-9]+}}, i32 1 seq_cst
// CHECK: extractelement <16 x i1> %[[POS]], i64 15
// CHECK: atomicrmw add ptr %{{[0-9]+}}, i32 1 seq_cst
