// An output of a node with several instances that depends on the instance
// id has no single value: binding it to the parent's output is rejected
// where the bind is.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  __hpvm__return(1, i * 2);
}

void root(int *p, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *l = __hpvm__createNodeND(1, (void *)leaf, n);
  __hpvm__bindIn(l, 0, 0, 0);
  __hpvm__bindIn(l, 1, 1, 0);
  // CHECK: {{.*}}output-replicated-instance-id.cpp:[[@LINE+1]]:3: error: this output bind uses output 0 of 'leaf(int*, unsigned long)', which may differ between its instances (it depends on the instance id of 'leaf(int*, unsigned long)'): an output of a node with several instances must be the same in all of them (write per-instance results through a pointer instead)
  __hpvm__bindOut(l, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
