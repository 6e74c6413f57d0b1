// The math helpers become LLVM intrinsics on float; rsqrt is 1 / sqrt.
// RUN: %hpvmcc --emit=hpvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void leaf(float *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  p[0] = __hpvm__floor(p[0]);
  p[1] = __hpvm__sqrt(p[1]);
  p[2] = __hpvm__rsqrt(p[2]);
  p[3] = __hpvm__sin(p[3]);
  p[4] = __hpvm__cos(p[4]);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)leaf, args)); }

// CHECK-LABEL: define dso_local {} @_Z4leafPfm(
// CHECK:   call float @llvm.floor.f32(float %{{[0-9]+}})
// CHECK:   call float @llvm.sqrt.f32(float %{{[0-9]+}})
// CHECK:   %[[ROOT:[0-9]+]] = call float @llvm.sqrt.f32(float %{{[0-9]+}})
// CHECK-NEXT:   fdiv float 1.000000e+00, %[[ROOT]]
// CHECK:   call float @llvm.sin.f32(float %{{[0-9]+}})
// CHECK:   call float @llvm.cos.f32(float %{{[0-9]+}})
// CHECK-NOT: call {{.*}}@__hpvm__
// CHECK:   ret {} zeroinitializer
