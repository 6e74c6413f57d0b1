// A one-to-one edge takes each instance's own value to the same instance
// of its destination (docs/semantics.md). The cpu target does not keep
// per-instance values yet and says so where the edge is, rather than
// giving every instance one of them.
// RUN: %hpvmcc --emit=hpvm-ir %s -o /dev/null
// RUN: not %hpvmcc -c %s -o /dev/null 2>&1 | FileCheck %s
#include <hpvm.h>

void produce(int *in, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 0);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  __hpvm__return(1, in[i] * 2);
}

void consume(int v, int *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  out[i] = v;
}

void root(int *in, size_t inBytes, int *out, size_t outBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, in, 1, out);
  void *p = __hpvm__createNodeND(1, (void *)produce, n);
  void *c = __hpvm__createNodeND(1, (void *)consume, n);
  __hpvm__bindIn(p, 0, 0, 0);
  __hpvm__bindIn(p, 1, 1, 0);
  // CHECK: {{.*}}one-to-one-per-instance-error.cpp:[[@LINE+1]]:3: error: this one-to-one edge carries a value that may differ between the instances of 'produce(int*, unsigned long)'; the cpu target does not support that yet (make the value the same in every instance, or pass per-instance values through memory)
  __hpvm__edge(p, c, 0, 0, 0, 0);
  __hpvm__bindIn(c, 2, 1, 0);
  __hpvm__bindIn(c, 3, 2, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
