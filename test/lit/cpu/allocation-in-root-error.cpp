// __hpvm__malloc belongs to an instance of the enclosing node; a root leaf
// has none, so the cpu target rejects it where it is called.
// RUN: not %hpvmcc -c %s -o /dev/null 2>&1 | FileCheck %s
#include <hpvm.h>

void root(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  // CHECK: {{.*}}allocation-in-root-error.cpp:[[@LINE+1]]:13: error: __hpvm__malloc in the root node 'root(unsigned long)': memory belongs to an instance of the enclosing node, and the root has none
  void *p = __hpvm__malloc(bytes);
  __hpvm__return(1, p);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }
