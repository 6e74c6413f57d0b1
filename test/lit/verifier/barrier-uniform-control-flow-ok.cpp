// Barriers under control flow that is the same for every instance of the
// leaf are fine: a loop with a trip count from an input, a condition on the
// parent's instance id, a condition read from memory (checked at run time
// instead), and a barrier after a branch on the instance id that joins
// again before it.
// RUN: %hpvmcc --emit=hpvm-ir %s -o /dev/null
// RUN: %hpvmcc -c %s -o %t.o
#include <hpvm.h>

void leaf(float *a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *self = __hpvm__getNode();
  long i = __hpvm__getNodeInstanceID_x(self);
  for (long k = 0; k < n; ++k) {
    if (i < 4)
      a[i] += k;
    __hpvm__barrier();
  }
  if (__hpvm__getNodeInstanceID_x(__hpvm__getParentNode(self)) % 2)
    __hpvm__barrier();
  if (a[0] > 0)
    __hpvm__barrier();
}

void tile(float *a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *l = __hpvm__createNodeND(1, (void *)leaf, 16);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  __hpvm__bindIn(l, 2, 2, 0);
}

void root(float *a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  void *t = __hpvm__createNodeND(1, (void *)tile, 4);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
  __hpvm__bindIn(t, 2, 2, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
