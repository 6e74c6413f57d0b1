// Outputs of replicated nodes that are the same in every instance are
// fine: computed from inputs, constants, instance counts and loop counters
// with a uniform trip count; a parent's instance id used below a parent
// that has one instance; a single-instance node's value read from memory
// handed on to a replicated sibling and through it; and a one-to-one edge,
// which takes each instance's own value to the same instance.
// RUN: %hpvmcc --emit=hpvm-ir %s -o /dev/null
#include <hpvm.h>

void sizes(long *p, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *self = __hpvm__getNode();
  long count = __hpvm__getNumNodeInstances_x(self);
  long steps = 0;
  for (long k = 1; k < n; k *= 2)
    ++steps;
  if (__hpvm__getNodeInstanceID_x(self) == 0)
    p[0] = steps;
  __hpvm__return(3, p, bytes, count + steps * 2);
}

void single(long *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 0);
  __hpvm__return(1, p[0]);
}

void scale(long *p, size_t bytes, long v) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  p[i] *= v;
  __hpvm__return(2, v + 1, i);
}

void last(long v, long i) { __hpvm__hint(hpvm::CPU_TARGET); }

void root(long *p, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *a = __hpvm__createNodeND(1, (void *)sizes, n);
  void *b = __hpvm__createNodeND(0, (void *)single);
  void *c = __hpvm__createNodeND(1, (void *)scale, n);
  void *d = __hpvm__createNodeND(1, (void *)last, n);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__bindIn(a, 1, 1, 0);
  __hpvm__bindIn(a, 2, 2, 0);
  __hpvm__edge(a, b, 1, 0, 0, 0);
  __hpvm__edge(a, b, 1, 1, 1, 0);
  __hpvm__edge(a, c, 1, 0, 0, 0);
  __hpvm__edge(a, c, 1, 1, 1, 0);
  __hpvm__edge(b, c, 1, 0, 2, 0);
  __hpvm__edge(c, d, 1, 0, 0, 0);
  __hpvm__edge(c, d, 0, 1, 1, 0);
  __hpvm__bindOut(a, 2, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
