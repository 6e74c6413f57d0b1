// A gpu leaf that passes a pointer on beside a computed output: the kernel
// writes both to the outputs, the pointer as the device's address; the
// launcher then stores the host's address over it, so that the next node
// (here a second gpu leaf) finds the tracked object.
// RUN: %hpvmcc -O0 --emit=llvm-ir %s -o - | FileCheck %s --check-prefix=HOST
// RUN: %hpvmcc -O2 %s -o %t && %t 2>/dev/null | FileCheck %s --check-prefix=OUT
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq | FileCheck %s --check-prefix=OUT
#include <cstdio>

float scaleAndPeak(float *a, long n) {
  float peak = 0;
#pragma hpvm graph target(gpu) inout(a[0:n]) out(peak)
  {
#pragma hpvm node inout(a[0:n]) out(a, peak)
    {
      float m = 0;
      for (long i = 0; i < n; ++i) {
        a[i] *= 2;
        m = a[i] > m ? a[i] : m;
      }
      peak = m;
    }
#pragma hpvm node parallel(1) inout(a[0:n]) in(peak)
    for (long i = 0; i < n; ++i)
      a[i] /= peak;
  }
  return peak;
}

int main() {
  static float a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = float(i % 8);
  float peak = scaleAndPeak(a, 64);
  std::printf("peak %.1f, a[7] %.2f, a[9] %.2f\n", peak, a[7], a[9]);
}
// HOST-LABEL: define internal void @{{.*}}__hpvm_leaf_scaleAndPeak_0_0{{.*}}.gpu(
// HOST: call void @hpvm_rt_gpu_launch(
// HOST-NEXT: [[FIELD:%.*]] = getelementptr {{.*}}, i32 {{[0-9]+}}
// HOST-NEXT: call void @llvm.memcpy.p0.p0.i64(ptr align 1 [[FIELD]],
// HOST-NEXT: [[PORT:%.*]] = getelementptr {{.*}}, ptr %0, i32 0, i32 {{[0-9]+}}, i32 0
// HOST-NEXT: store ptr {{.*}}, ptr [[PORT]]
// OUT: peak 14.0, a[7] 1.00, a[9] 0.14
