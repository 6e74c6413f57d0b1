// A loop-carried value of a uniform loop with barriers that is still read
// after its next value is computed, in the same step: the next value waits
// in an array of its own and is copied back at the end of the step, since
// updating the sum's array in place would hand the later read the new sum.
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
    float next = sum + tmp[15 - i];
    __hpvm__barrier();
    out[i] = sum;
    sum = next;
  }
  out[i] += sum;
  __hpvm__return(0);
}

void tile(float *a, size_t aBytes, float *tmp, size_t tmpBytes, float *out,
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

void root(float *a, size_t aBytes, float *tmp, size_t tmpBytes, float *out,
          size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, a, tmp, out, 2, tmp, out);
  void *t = __hpvm__createNodeND(1, (void *)tile, 4);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
  __hpvm__bindIn(t, 2, 2, 0);
  __hpvm__bindIn(t, 3, 3, 0);
  __hpvm__bindIn(t, 4, 4, 0);
  __hpvm__bindIn(t, 5, 5, 0);
  __hpvm__bindIn(t, 6, 6, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK-LABEL: define internal void @_Z4workPfmS_mS_ml.cpu.group(
// CHECK-SAME:      ptr %[[CTX:[0-9]+]], ptr noalias %[[FRAMES:[0-9]+]], ptr noalias %{{[0-9]+}})
// CHECK:         %[[SUM:[0-9]+]] = getelementptr inbounds i8, ptr %[[FRAMES]], i64
// CHECK:         %[[SUMNEXT:[0-9]+]] = getelementptr inbounds i8, ptr %[[FRAMES]], i64
// Before the loop, then the copy into tmp.
// CHECK:         phi i64 [ 0, %{{[0-9]+}} ]
// CHECK:         store float 0.000000e+00
// CHECK:         phi i64 [ 0, %{{[0-9]+}} ]
// CHECK:         store float
// Second stretch: the next sum into its own array.
// CHECK:         %[[ID2:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ]
// CHECK:         getelementptr inbounds [4 x i8], ptr %[[SUM]], i64 %[[ID2]]
// CHECK:         fadd float
// CHECK:         getelementptr inbounds [4 x i8], ptr %[[SUMNEXT]], i64 %[[ID2]]
// Third stretch: the old sum read, then the next one copied over it.
// CHECK:         %[[ID3:[0-9]+]] = phi i64 [ 0, %{{[0-9]+}} ]
// CHECK:         %[[OLD:[0-9]+]] = getelementptr inbounds [4 x i8], ptr %[[SUM]], i64 %[[ID3]]
// CHECK-NEXT:    %[[S:[0-9]+]] = load float, ptr %[[OLD]]
// CHECK:         store float %[[S]], ptr
// CHECK:         %[[NEXT:[0-9]+]] = getelementptr inbounds [4 x i8], ptr %[[SUMNEXT]], i64 %[[ID3]]
// CHECK-NEXT:    %[[SN:[0-9]+]] = load float, ptr %[[NEXT]]
// CHECK-NEXT:    %[[DST:[0-9]+]] = getelementptr inbounds [4 x i8], ptr %[[SUM]], i64 %[[ID3]]
// CHECK-NEXT:    store float %[[SN]], ptr %[[DST]]
// CHECK:         ret void
// CHECK-NEXT:  }
