// A value read from memory may differ between instances: an all-to-all
// edge that hands it on from a replicated node is rejected.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void produce(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 0);
  __hpvm__return(1, p[0]);
}

void consume(int v) { __hpvm__hint(hpvm::CPU_TARGET); }

void root(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 0);
  void *a = __hpvm__createNodeND(1, (void *)produce, 8);
  void *b = __hpvm__createNodeND(0, (void *)consume);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__bindIn(a, 1, 1, 0);
  // CHECK: {{.*}}output-replicated-memory.cpp:[[@LINE+1]]:3: error: this all-to-all edge uses output 0 of 'produce(int*, unsigned long)', which may differ between its instances (it depends on what memory or a call gives each instance)
  __hpvm__edge(a, b, 1, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
