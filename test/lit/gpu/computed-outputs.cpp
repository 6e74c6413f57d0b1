// A gpu leaf's computed outputs (an `out` scalar) come back through the
// argument struct's outputs field, tracked for the launch: the kernel's
// first instance writes them to its device copy.
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
// HOST: call void @hpvm_rt_track_mem(ptr [[FIELD:%.*]], i64 8)
// HOST: call ptr @hpvm_rt_gpu_pointer(ptr {{.*}}, ptr [[FIELD]], i32 0, i32 1)
// HOST: call void @hpvm_rt_gpu_launch(
// HOST: call void @hpvm_rt_request_mem(ptr [[FIELD]], i64 8)
// HOST: call void @hpvm_rt_untrack_mem(ptr [[FIELD]])
// OUT: total 4950
