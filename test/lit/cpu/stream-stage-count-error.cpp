// The instance counts of a stage are computed for each item from the root's
// inputs; one read from memory is an error at the node's creation.
// RUN: not %hpvmcc -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: stream-stage-count-error.cpp:[[#@LINE+12]]:13: error: the instance count of pipeline stage 'leaf(long*, unsigned long)' must be computed from the inputs of the streaming root 'root(long*, unsigned long)' alone
#include <hpvm.h>

void leaf(long *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  p[__hpvm__getNodeInstanceID_x(__hpvm__getNode())] += 1;
}

void root(long *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *n = __hpvm__createNodeND(1, (void *)leaf, p[0]);
  __hpvm__bindIn(n, 0, 0, 1);
  __hpvm__bindIn(n, 1, 1, 1);
}

void host(void *args) {
  __hpvm__wait(__hpvm__launch(1, (void *)root, args));
}
