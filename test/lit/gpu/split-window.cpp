// A gpu leaf whose instances devices may share (the split policy,
// docs/scheduling.md, "Co-execution") runs the window of its outermost
// dimension the runtime gives it: the launcher asks hpvm_rt_instance_window
// for it and passes it last to the kernel, whose ids start at the window's
// start and stop at its end (the only bound checked in that dimension). A
// leaf with atomics keeps the plain kernel.
// RUN: %hpvmcc -O2 --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_75 %t.ptx -o %t.cubin %}
// RUN: %hpvmcc -O0 --emit=llvm-ir %s -o - | FileCheck %s --check-prefix=HOST
#include <hpvm/hpvm.h>

void scale(float *v, long n) {
#pragma hpvm graph inout(v[0:n])
  {
#pragma hpvm node name(scale) parallel(1) target(gpu) inout(v[0:n])
    for (long i = 0; i < n; ++i)
      v[i] *= 2.0f;
  }
}

void count(const int *v, int *bins, long n) {
#pragma hpvm graph in(v[0:n]) inout(bins[0:4])
  {
#pragma hpvm node name(count) parallel(1) target(gpu) in(v[0:n]) inout(bins[0:4])
    for (long i = 0; i < n; ++i)
      hpvm::atomic_add(&bins[v[i] & 3], 1);
  }
}

// Parameters: v and its size, the extents (2 to 4), the root's context (5 to
// 11), the window (12, 13).
// CHECK-LABEL: .entry {{.*}}leaf_scale{{.*}}(
// CHECK: .param .u32 [[S:.*]]_param_11,
// CHECK-NEXT: .param .u64 [[S]]_param_12,
// CHECK-NEXT: .param .u64 [[S]]_param_13
// CHECK-NEXT: )
// The window's end lies within the extent (the runtime cuts windows from
// it), so the extent is not checked, nor read.
// CHECK-NOT: [[[S]]_param_2]
// CHECK: ld.param.u64 [[BEGIN:%rd[0-9]+]], [[[S]]_param_12];
// CHECK-NEXT: add.s64 [[ID:%rd[0-9]+]], {{%rd[0-9]+}}, [[BEGIN]];
// CHECK-NEXT: ld.param.u64 [[END:%rd[0-9]+]], [[[S]]_param_13];
// CHECK-NEXT: setp.lt.u64 {{%p[0-9]+}}, [[ID]], [[END]];
// CHECK-LABEL: .entry {{.*}}leaf_count{{.*}}(
// CHECK: .param .u32 {{.*}}_param_13
// CHECK-NEXT: )
// HOST-LABEL: define internal void @{{.*}}leaf_scale{{.*}}.gpu(ptr %0, ptr %1, i64 %2, i64 %3, i64 %4)
// HOST: call void @hpvm_rt_instance_window(i64 %2, ptr
// HOST: call void @hpvm_rt_gpu_launch(
// HOST-LABEL: define internal void @{{.*}}leaf_count{{.*}}.gpu(
// HOST-NOT: hpvm_rt_instance_window
// HOST: call void @hpvm_rt_gpu_launch(
