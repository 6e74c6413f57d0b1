// A private array (one per instance) gets one copy per lane, side by side;
// accesses to it are gathers and scatters through the lanes' pointers.
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void window(const float *a, float *out, long n) {
#pragma hpvm graph in(a[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      float tmp[6];
      for (int k = 0; k < 6; ++k)
        tmp[k] = a[i] * k;
      float s = 0;
      for (int k = 0; k < 6; ++k)
        s += tmp[(k + i) % 6];
      out[i] = s;
    }
  }
}

// CHECK-LABEL: define internal void @{{.*}}window{{.*}}.vector(
// 8 lanes of 24 bytes, each aligned as the array is (16).
// CHECK: %[[COPIES:[0-9]+]] = alloca [256 x i8], align 16
// CHECK: %[[LANES:[0-9]+]] = getelementptr i8, ptr %[[COPIES]], <8 x i64> <i64 0, i64 32, i64 64, i64 96, i64 128, i64 160, i64 192, i64 224>
// CHECK: call void @llvm.masked.scatter.v8f32.v8p0(
// CHECK: call <8 x float> @llvm.masked.gather.v8f32.v8p0(
// CHECK: store <8 x float>
