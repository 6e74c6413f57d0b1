// A node function runs as a node only: calling it is an error (it used to
// crash code generation).
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  p[0] += 1;
}

void host(void *args, int *p) {
  // CHECK: {{.*}}error-node-called-directly.cpp:[[@LINE+1]]:3: error: 'leaf(int*, unsigned long)' is a node function and cannot be called directly (it runs as a node of a graph only)
  leaf(p, 4);
  __hpvm__wait(__hpvm__launch(0, (void *)leaf, args));
}
