// An if/else whose condition differs between instances is linearised: both
// sides run, each under its lanes' mask (masked stores), and values that
// meet after it are blended with selects.
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void clampScale(const float *in, float *out, long n) {
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(in[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      float x = in[i];
      float y;
      if (x > 1.0f) {
        out[i] = 1.0f;
        y = x - 1.0f;
      } else {
        out[i] = x;
        y = 1.0f - x;
      }
      out[n + i] = y * y;
    }
  }
}

// CHECK-LABEL: define internal void @{{.*}}clampScale{{.*}}.vector(
// CHECK: %[[C:[0-9]+]] = fcmp ogt <8 x float> %{{[0-9]+}}, <float 1.000000e+00,
// CHECK-DAG: %[[ELSE:[0-9]+]] = xor <8 x i1> %[[C]], <i1 true,
// CHECK-DAG: call void @llvm.masked.store.v8f32.p0(<8 x float> %{{[0-9]+}}, ptr %{{[0-9]+}}, i32 4, <8 x i1> %[[ELSE]])
// CHECK-DAG: call void @llvm.masked.store.v8f32.p0(<8 x float> <float 1.000000e+00, {{.*}}, ptr %{{[0-9]+}}, i32 4, <8 x i1> %[[C]])
// CHECK: select <8 x i1> %{{[0-9]+}}, <8 x float>
// After the if/else every lane is active again: a plain store.
// CHECK: store <8 x float>
// CHECK: ret void
