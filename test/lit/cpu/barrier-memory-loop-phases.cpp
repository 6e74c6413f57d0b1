// The loop around the barriers runs as often as a value read from memory
// says, which the cpu target cannot prove the same for every instance: the
// leaf is split into phases (barrier-in-loop.cpp) even below a replicated
// node, not grouped (barrier-uniform-loop-group.cpp).
// RUN: %hpvmcc -O0 -Xclang -disable-llvm-passes --emit=llvm-ir %s -o - | FileCheck %s
#include <hpvm.h>

void work(float *a, size_t aBytes, float *tmp, size_t tmpBytes, float *out,
          size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, a, tmp, out, 2, tmp, out);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  float sum = 0.0f;
  for (long k = 0; k < (long)a[0]; ++k) {
    tmp[i] = a[k * 16 + i];
    __hpvm__barrier();
    sum += tmp[15 - i];
    __hpvm__barrier();
  }
  out[i] = sum;
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

// CHECK-NOT:   cpu.group
// CHECK:       define internal i32 @_Z4workPfmS_mS_ml.cpu.phases(
// CHECK-NOT:   cpu.group
