// A gpu leaf's computed outputs (an `out` scalar) come back through pinned
// host memory the kernel's first instance writes (hpvm_rt_gpu_outputs), then
// are copied to the argument struct's outputs field: no tracking and no
// device-to-host copy of their own.
// RUN: %hpvmcc -O2 --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: %if ptxas %{ ptxas -arch=sm_75 %t.ptx -o %t.cubin %}
// RUN: %hpvmcc -O0 --emit=llvm-ir %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %hpvmcc -O2 %s -o %t && %t 2>/dev/null | FileCheck %s --check-prefix=OUT
long total(const int *a, long n) {
  long sum = 0;
#pragma hpvm graph target(gpu) in(a[0:n])
  {
#pragma hpvm node in(a[0:n]) out(sum)
    {
      long s = 0;
      for (long i = 0; i < n; ++i)
        s += a[i];
      sum = s;
    }
  }
  return sum;
}
int main() {
  static int a[100];
  for (int i = 0; i < 100; ++i)
    a[i] = i;
  __builtin_printf("total %ld\n", total(a, 100));
}
// CHECK: .entry {{.*}}__hpvm_leaf_total_0_0{{.*}}(
// CHECK: st.global.u64
// HOST-LABEL: define internal void @{{.*}}__hpvm_leaf_total_0_0{{.*}}.gpu(
// HOST-NOT: hpvm_rt_track_mem
// HOST: [[OUTPUTS:%.*]] = call ptr @hpvm_rt_gpu_outputs(ptr {{.*}}, i64 8)
// HOST: call void @hpvm_rt_gpu_launch(
// HOST-NEXT: [[FIELD:%.*]] = getelementptr {{.*}}, i32 {{[0-9]+}}
// HOST-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 1 [[FIELD]], ptr align 8 [[OUTPUTS]], i64 8, i1 false)
// HOST-NOT: hpvm_rt_request_mem
// OUT: total 4950
