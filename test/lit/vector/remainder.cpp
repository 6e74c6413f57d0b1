// The vector version's instance loop runs whole vectors of 16 lanes with the
// vector body and the rest of the instances one by one with the scalar body;
// lane ids stay below 2^31.
// RUN: %hpvmcc -O1 -march=skylake-avx512 --hpvm-targets=vector --emit=llvm-ir %s -o - | FileCheck %s

void triple(const float *a, float *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = a[i] * 3.0f;
  }
}

// CHECK-LABEL: define internal void @{{.*}}triple{{.*}}.vector.chunk(
// CHECK-SAME: i64 %[[BEGIN:[0-9]+]], i64 %[[END:[0-9]+]])
// CHECK: %[[CAP:[0-9]+]] = {{.*}} @llvm.smin.i64(i64 %[[END]], i64 2147483647)
// CHECK: %[[SPAN:[0-9]+]] = sub i64 %[[CAP]], %[[BEGIN]]
// CHECK: load <16 x float>
// CHECK: fmul <16 x float>
// CHECK: store <16 x float>
// CHECK: load float
// CHECK: fmul float
// CHECK: store float
// CHECK: ret void
