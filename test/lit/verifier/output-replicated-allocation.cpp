// A replicated allocation node allocates once per instance: which buffer
// its output names is ambiguous.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void alloc(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, __hpvm__malloc(bytes));
}

void use(int *p) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
}

void root(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *a = __hpvm__createNodeND(1, (void *)alloc, 4);
  void *u = __hpvm__createNodeND(1, (void *)use, 16);
  __hpvm__bindIn(a, 0, 0, 0);
  // CHECK: {{.*}}output-replicated-allocation.cpp:[[@LINE+1]]:3: error: this all-to-all edge uses output 0 of 'alloc(unsigned long)', which may differ between its instances (it depends on what an atomic or an allocation returns to each instance)
  __hpvm__edge(a, u, 1, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
