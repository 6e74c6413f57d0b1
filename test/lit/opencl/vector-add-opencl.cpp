// An opencl leaf is one OpenCL C kernel over its instances: work-items are
// the instances (the tail masked), each pointer parameter a buffer and a
// byte offset, loads and stores typed and __global. The kernel takes only
// the parameters it uses (none of the ones the node's body and instance
// context have but it does not read), and the launch passes those eight: the
// count of instances is not among them, since a node the split policy may
// share checks its window's end only, which lies within the count.
// RUN: %hpvmcc -O2 --hpvm-targets=opencl --emit=opencl %s -o - | FileCheck %s
// RUN: %hpvmcc -O0 --hpvm-targets=opencl --emit=llvm-ir %s -o - | FileCheck %s --check-prefix=HOST
void vectorAdd(const float *a, const float *b, float *c, long n) {
#pragma hpvm graph in(a[0:n], b[0:n]) out(c[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n], b[0:n]) out(c[0:n])
    for (long i = 0; i < n; ++i)
      c[i] = a[i] * 2.0f + b[i];
  }
}
// CHECK: #pragma OPENCL FP_CONTRACT OFF
// CHECK: __kernel void _ZL{{[0-9]+}}__hpvm_leaf_vectorAdd_0_0{{[A-Za-z0-9_]*}}_kernel(__global uchar *p0_base, ulong p0_off, __global uchar *p2_base, ulong p2_off, __global uchar *p4_base, ulong p4_off, ulong p16, ulong p17) {
// CHECK: __global uchar *p0 = p0_base + p0_off;
// CHECK: = (uint)get_group_id(0);
// CHECK: = (uint)get_local_size(0);
// CHECK: = (uint)get_local_id(0);
// CHECK: if ([[OUT:v[0-9]+]]) goto bb{{[0-9]+}}; else goto bb{{[0-9]+}};
// CHECK: = *((float __global *)v{{[0-9]+}});
// The source allows contracting a * 2 + b: llvm.fmuladd, one fma.
// CHECK: = fma(v{{[0-9]+}}, 0x1p1f, v{{[0-9]+}});
// CHECK: *((float __global *)v{{[0-9]+}}) = v{{[0-9]+}};
// The node runs through the scheduler: its versions are opencl (3) and, as
// the fallback when there is no OpenCL device, cpu (0; docs/scheduling.md).
// HOST: @[[LEAF:.*__hpvm_leaf_vectorAdd_0_0.*]].targets = private unnamed_addr constant [2 x i32] [i32 3, i32 0]
// The launcher: a buffer and an offset per pointer, then the launch.
// HOST-LABEL: define internal void @{{.*}}__hpvm_leaf_vectorAdd_0_0{{.*}}.opencl(
// HOST: call ptr @hpvm_rt_opencl_pointer(ptr @{{.*}}, ptr %{{.*}}, i32 1, i32 0, ptr %
// HOST: call ptr @hpvm_rt_opencl_pointer(ptr @{{.*}}, ptr %{{.*}}, i32 0, i32 1, ptr %
// HOST: call void @hpvm_rt_opencl_launch(ptr @{{.*}}, ptr @hpvm.opencl.program, ptr @{{.*}}, ptr %{{.*}}, ptr %{{.*}}, i32 8, ptr %{{.*}}, ptr %{{.*}}, ptr null, i64 0)
// HOST: define internal void @[[LEAF]].dispatch(
// HOST: call void @hpvm_rt_run_node(ptr @[[LEAF]].versioned,
