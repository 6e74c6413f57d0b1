// Straight-line code: the innermost instance id and what depends on it
// become vectors; consecutive accesses become whole-vector loads and stores
// (16 floats with AVX-512), uniform ones stay scalar.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s

void saxpy(const float *x, float *y, float a, long n) {
#pragma hpvm graph in(x[0:n], y[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n], y[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = a * x[i] + y[i];
  }
}

// CHECK-LABEL: define internal void @{{.*}}saxpy{{.*}}.vector(
// CHECK: %[[ID:[0-9]+]] = load i64, ptr %{{[0-9]+}}
// CHECK: %[[X:[0-9]+]] = getelementptr float, ptr %{{[0-9]+}}, i64 %[[ID]]
// CHECK: load <16 x float>, ptr %[[X]], align 4
// CHECK: insertelement <16 x float> poison, float %{{[0-9]+}}, i64 0
// CHECK: call <16 x float> @llvm.fmuladd.v16f32(
// CHECK: store <16 x float>
// CHECK-NOT: gather
// CHECK-NOT: scatter
// CHECK: ret void
