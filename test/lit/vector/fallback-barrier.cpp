// A vector leaf that synchronises its instances at a barrier keeps its
// scalar cpu version (split into phases at the barrier); the remark points
// at the barrier. Its sibling without one is vectorised.
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s
#include <hpvm.h>

void reverse(float *a, size_t bytes) {
  __hpvm__hint(hpvm::VECTOR_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  float v = a[15 - i];
  __hpvm__barrier();
  // CHECK: fallback-barrier.cpp:[[@LINE-1]]:3: remark: vector node 'reverse' not vectorised: it synchronises at a barrier; it runs its scalar cpu version
  a[i] = v;
  __hpvm__return(0);
}

void twice(float *a, size_t bytes) {
  __hpvm__hint(hpvm::VECTOR_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  a[i] *= 2;
  // CHECK: fallback-barrier.cpp:[[@LINE-1]]:{{[0-9]+}}: remark: vector node 'twice' vectorised: 8 lanes, 256-bit vectors
  __hpvm__return(0);
}

void root(float *a, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *r = __hpvm__createNodeND(1, (void *)reverse, 16);
  void *t = __hpvm__createNodeND(1, (void *)twice, 16);
  __hpvm__bindIn(r, 0, 0, 0);
  __hpvm__bindIn(r, 1, 1, 0);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
