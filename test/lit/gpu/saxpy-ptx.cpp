// A 1-D gpu leaf becomes one kernel over all instances: global id from the
// CUDA indices, tail masked; ptxas accepts the PTX.
// RUN: %hpvmcc -O2 --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_75 %t.ptx -o %t.cubin %}
// RUN: %hpvmcc -O2 --cuda-arch=sm_90 --emit=ptx %s -o %t90.ptx
// RUN: FileCheck %s --check-prefix=SM90 < %t90.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_90 %t90.ptx -o %t90.cubin %}
void saxpy(float a, const float *x, float *y, long n) {
#pragma hpvm graph target(gpu) in(x[0:n]) inout(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) inout(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = a * x[i] + y[i];
  }
}
// CHECK: .version 7.0
// CHECK: .target sm_75
// CHECK-NOT: debug
// The kernel has the node function's mangled name, so profilers show the node.
// CHECK: .visible .entry _ZL{{[0-9]+}}__hpvm_leaf_saxpy_0_0{{[A-Za-z0-9_]*}}(
// CHECK: mov.u32 {{.*}}%ctaid.x;
// CHECK: mov.u32 {{.*}}%ntid.x;
// CHECK: mov.u32 {{.*}}%tid.x;
// CHECK: setp.{{.*}}.u64
// CHECK: ld.global.f32
// CHECK: fma.rn.f32
// CHECK: st.global.f32
// SM90: .version 7.8
// SM90: .target sm_90
