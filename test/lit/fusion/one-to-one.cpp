// A leaf fed by a sibling only along one-to-one edges (instance i of the
// consumer needs instance i of the producer only) is fused after it: the
// fused leaf has the producer's inputs, then the consumer's less those the
// producer feeds, and the edges between them are gone. A consumer that also
// depends on the producer through a third leaf, or along an all-to-all edge,
// stays apart.
// RUN: %hpvmcc -O2 --emit=dfg %s -o - | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu --emit=dfg %s -o - | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hpvmcc -O2 --hpvm-no-fusion --emit=dfg %s -o - | FileCheck %s --check-prefix=APART

void chain(const float *a, float *t, float *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n]) inout(t[0:n])
  {
#pragma hpvm node name(scale) parallel(1) in(a[0:n]) out(t[0:n])
    for (long i = 0; i < n; ++i)
      t[i] = 2 * a[i];
#pragma hpvm node name(shift) parallel(1) in(t[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = t[i] + 1;
#pragma hpvm edge(scale.t -> shift.t) one_to_one
  }
}

// CHECK-LABEL: graph '__hpvm_root_chain_0'
// CHECK:       binds:
// CHECK-NEXT:    input 0 -> #0 '__hpvm_fused_chain_0_0_scale_chain_0_1_shift' input 0
// CHECK-NEXT:    input 1 -> #0 '__hpvm_fused_chain_0_0_scale_chain_0_1_shift' input 1
// CHECK-NEXT:    input 2 -> #0 '__hpvm_fused_chain_0_0_scale_chain_0_1_shift' input 2
// CHECK-NEXT:    input 3 -> #0 '__hpvm_fused_chain_0_0_scale_chain_0_1_shift' input 3
// CHECK-NEXT:    input 4 -> #0 '__hpvm_fused_chain_0_0_scale_chain_0_1_shift' input 4
// CHECK-NEXT:    input 5 -> #0 '__hpvm_fused_chain_0_0_scale_chain_0_1_shift' input 5
// CHECK:       node #0 '__hpvm_fused_chain_0_0_scale_chain_0_1_shift'
// CHECK:         grid: 1-D
// CHECK:         inputs:
// CHECK-NEXT:      0: ptr in
// CHECK-NEXT:      1: i64
// CHECK-NEXT:      2: ptr out
// CHECK-NEXT:      3: i64
// CHECK-NEXT:      4: ptr out
// CHECK-NEXT:      5: i64
// CHECK-NEXT:    outputs:
// CHECK-NEXT:      0: ptr
// CHECK-NEXT:      1: i64
// CHECK-NOT:   node #1

void triangle(const float *a, float *t, float *u, float *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n]) inout(t[0:n], u[0:n])
  {
#pragma hpvm node name(first) parallel(1) in(a[0:n]) out(t[0:n])
    for (long i = 0; i < n; ++i)
      t[i] = 2 * a[i];
#pragma hpvm node name(middle) parallel(1) in(t[0:n]) out(u[0:n])
    for (long i = 0; i < n; ++i)
      u[i] = t[n - 1 - i];
#pragma hpvm node name(last) parallel(1) in(t[0:n], u[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = t[i] + u[i];
#pragma hpvm edge(first.t -> last.t) one_to_one
  }
}

// 'last' also depends on 'first' through 'middle', and 'middle' reads all
// of 't' (all-to-all): nothing is fused.
// CHECK-LABEL: graph '__hpvm_root_triangle_1'
// CHECK:       node #0 '{{.*}}first
// CHECK:       node #1 '{{.*}}middle
// CHECK:       node #2 '{{.*}}last

// REPORT: one-to-one.cpp:18:14: remark: fused leaf node 'chain_0_1_shift' into 'chain_0_0_scale' (same grid, one-to-one edges): one kernel or parallel loop for both
// REPORT-NOT: remark: fused

// APART-LABEL: graph '__hpvm_root_chain_0'
// APART: node #0 '{{.*}}scale
// APART: node #1 '{{.*}}shift
