// Two barriers inside a loop with a uniform trip count (the shape of a
// tiled matrix product): the phases resume in the middle of the loop, the
// loop counter and the running sum cross the barriers in the frame, and the
// trip count, an input, is not kept there.
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void work(float *a, size_t aBytes, float *tmp, size_t tmpBytes, float *out,
          size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, a, tmp, out, 2, tmp, out);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  float sum = 0.0f;
  for (long k = 0; k < n; ++k) {
    tmp[i] = a[k * 16 + i];
    __hpvm__barrier();
    sum += tmp[15 - i];
    __hpvm__barrier();
  }
  out[i] = sum;
  __hpvm__return(0);
}

void root(float *a, size_t aBytes, float *tmp, size_t tmpBytes, float *out,
          size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, a, tmp, out, 2, tmp, out);
  void *w = __hpvm__createNodeND(1, (void *)work, 16);
  __hpvm__bindIn(w, 0, 0, 0);
  __hpvm__bindIn(w, 1, 1, 0);
  __hpvm__bindIn(w, 2, 2, 0);
  __hpvm__bindIn(w, 3, 3, 0);
  __hpvm__bindIn(w, 4, 4, 0);
  __hpvm__bindIn(w, 5, 5, 0);
  __hpvm__bindIn(w, 6, 6, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define internal i32 @_Z4workPfmS_mS_ml.cpu.phases(
// CHECK:         switch i32 %{{[0-9]+}}, label %{{[0-9]+}} [
// CHECK-NEXT:      i32 1, label %[[AFTER1:[0-9]+]]
// CHECK-NEXT:      i32 2, label %[[AFTER2:[0-9]+]]
// CHECK-NEXT:    ]
// CHECK:         ret i32 1
// CHECK:       [[AFTER1]]:
// CHECK:         fadd float
// CHECK:         ret i32 2
// CHECK:       [[AFTER2]]:
// The loop goes on from after the second barrier: its counter comes from
// the frame, its bound from the arguments.
// CHECK-NEXT:    %[[K:[0-9]+]] = load i64, ptr
// CHECK-NEXT:    %[[K1:[0-9]+]] = add nsw i64 %[[K]], 1
// CHECK:       ret i32 0
// CHECK-NEXT:  }

// Frames of 16 bytes: the counter, the sum and its next value (the id is
// not kept).
// CHECK-LABEL: define internal void @_Z4workPfmS_mS_ml.cpu(
// CHECK:         mul i64 16, %{{[0-9]+}}
// CHECK-NEXT:    call ptr @hpvm_rt_malloc(
