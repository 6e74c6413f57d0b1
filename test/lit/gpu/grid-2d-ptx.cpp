// A 2-D gpu leaf: the innermost loop (j, dimension y) is CUDA's x, so
// consecutive threads touch consecutive elements.
// RUN: %hpvmcc -O2 --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_75 %t.ptx -o %t.cubin %}
// RUN: %hpvmcc -O0 --emit=llvm-ir %s -o - | FileCheck %s --check-prefix=HOST
void scale(float *m, long rows, long cols) {
#pragma hpvm graph in(m[0:rows * cols]) out(m[0:rows * cols])
  {
#pragma hpvm node parallel(2) target(gpu) inout(m[0:rows * cols])
    for (long i = 0; i < rows; ++i)
      for (long j = 0; j < cols; ++j)
        m[i * cols + j] *= 2.0f;
  }
}
// CHECK: .entry _ZL{{[0-9]+}}__hpvm_leaf_scale_0_0{{[A-Za-z0-9_]*}}(
// CHECK-DAG: %ctaid.x
// CHECK-DAG: %ctaid.y
// CHECK-DAG: %tid.y
// The host side moves pointers through the tracker, launches 32x8 blocks and
// keeps a CPU fallback.
// HOST-LABEL: define internal void @{{.*}}.gpu(
// HOST: call ptr @hpvm_rt_gpu_pointer(
// HOST: store i64 32, ptr
// HOST: store i64 8, ptr
// HOST: call void @hpvm_rt_gpu_launch(
// HOST-LABEL: define internal void @{{.*}}.dispatch(
// HOST: call void @hpvm_rt_run_node(ptr @{{.*}}.versioned,
