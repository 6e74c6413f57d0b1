// Leaves are fused only where the fused leaf means the same: every pair
// below stays apart, each for its own reason.
// RUN: %hpvmcc -O2 --hpvm-report --emit=dfg %s -o - 2>&1 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector --hpvm-report -march=x86-64-v3 --emit=dfg %s -o - 2>&1 | FileCheck %s --check-prefix=VECTOR
#include <hpvm/hpvm.h>

// Different grids (n and m instances).
void grids(float *a, float *b, long n, long m) {
#pragma hpvm graph out(a[0:n], b[0:m])
  {
#pragma hpvm node name(grid_n) parallel(1) out(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = 1;
#pragma hpvm node name(grid_m) parallel(1) out(b[0:m])
    for (long i = 0; i < m; ++i)
      b[i] = 2;
  }
}

// The second reads what the first writes (an edge joins them).
void dependent(float *a, float *b, long n) {
#pragma hpvm graph inout(a[0:n]) out(b[0:n])
  {
#pragma hpvm node name(producer) parallel(1) out(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = i;
#pragma hpvm node name(consumer) parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = a[n - 1 - i];
  }
}

// One synchronises its instances at a barrier.
void barrier(float *a, float *b) {
#pragma hpvm graph out(a[0:64], b[0:64])
  {
#pragma hpvm node name(with_barrier) instances(64) out(a[0:64])
    {
      long i = hpvm::id(0);
      a[i] = i;
#pragma hpvm barrier
      a[i] += 1;
    }
#pragma hpvm node name(plain) instances(64) out(b[0:64])
    b[hpvm::id(0)] = 3;
  }
}

// One computes an output (a scalar in out()), which the fused leaf would
// have to take from one of its instances.
void computed(float *a, float *b, float *s, long n) {
#pragma hpvm graph out(a[0:n], b[0:n], s[0:1])
  {
#pragma hpvm node name(fill) parallel(1) out(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = 1;
#pragma hpvm node name(fill_and_sum) out(b[0:n], s[0:1])
    {
      s[0] = 0;
      for (long i = 0; i < n; ++i)
        b[i] = 2, s[0] += 2;
    }
  }
}

// Different targets.
void targets(float *a, float *b, long n) {
#pragma hpvm graph out(a[0:n], b[0:n])
  {
#pragma hpvm node name(on_gpu) parallel(1) target(gpu) out(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = 1;
#pragma hpvm node name(on_cpu) parallel(1) target(cpu) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = 2;
  }
}

// CHECK-NOT: remark: fused
// CHECK: node #0 '{{.*}}grid_n
// CHECK: node #1 '{{.*}}grid_m
// CHECK: node #0 '{{.*}}producer
// CHECK: node #1 '{{.*}}consumer
// CHECK: node #0 '{{.*}}with_barrier
// CHECK: node #1 '{{.*}}plain
// CHECK: node #0 '{{.*}}fill
// CHECK: node #1 '{{.*}}fill_and_sum
// CHECK: node #0 '{{.*}}on_gpu
// CHECK: node #1 '{{.*}}on_cpu

// Vector leaves keep their own vector bodies.
// VECTOR-NOT: remark: fused
// VECTOR: node #0 '{{.*}}grid_n
