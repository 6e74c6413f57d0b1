// Every instance keeps its locals across a barrier in a frame of fixed
// size, so a variable-length array in a leaf with barriers is rejected
// where it is declared.
// RUN: not %hpvmcc -c %s -o /dev/null 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(float *a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  // CHECK: {{.*}}barrier-variable-sized-local-error.cpp:[[@LINE+1]]:3: error: variable-sized stack object in a node that uses __hpvm__barrier: on the cpu target every instance keeps its locals across barriers, so their sizes must be compile-time constants
  float tmp[n];
  for (long k = 0; k < n; ++k)
    tmp[k] = a[k] * i;
  __hpvm__barrier();
  a[i] = tmp[n - 1];
}

void root(float *a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *l = __hpvm__createNodeND(1, (void *)leaf, 16);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  __hpvm__bindIn(l, 2, 2, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
