// <cmath> calls become calls to glibc's libmvec for the vector width
// (_ZGVe with AVX-512, _ZGVd with AVX2), exact functions become LLVM
// intrinsics, and calls with a uniform argument stay scalar.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s --check-prefixes=CHECK,AVX512
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --emit=vector-ir %s -o - | FileCheck %s --check-prefixes=CHECK,AVX2
#include <cmath>

void wave(const float *x, float *y, float phase, long n) {
#pragma hpvm graph in(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = std::sin(x[i]) * std::exp(-x[i]) + std::sqrt(std::fabs(x[i])) +
             std::cos(phase);
  }
}

// CHECK-LABEL: define internal void @{{.*}}wave{{.*}}.vector(
// CHECK-DAG: call {{.*}}float @cosf(float {{.*}}%{{[0-9]+}})
// AVX512-DAG: call <16 x float> @_ZGVeN16v_sinf(<16 x float>
// AVX512-DAG: call <16 x float> @_ZGVeN16v_expf(<16 x float>
// AVX512-DAG: call <16 x float> @llvm.sqrt.v16f32(<16 x float>
// AVX512-DAG: call <16 x float> @llvm.fabs.v16f32(<16 x float>
// AVX2-DAG: call <8 x float> @_ZGVdN8v_sinf(<8 x float>
// AVX2-DAG: call <8 x float> @_ZGVdN8v_expf(<8 x float>
// AVX2-DAG: call <8 x float> @llvm.sqrt.v8f32(<8 x float>
// CHECK: ret void
// AVX512: declare <16 x float> @_ZGVeN16v_sinf(<16 x float>) #[[ATTRS:[0-9]+]]
// AVX2: declare <8 x float> @_ZGVdN8v_sinf(<8 x float>) #[[ATTRS:[0-9]+]]
// CHECK: attributes #[[ATTRS]] = { nounwind willreturn memory(none) }
