// Functions that nodes call are ordinary code: no HPVM operations.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

__attribute__((noinline)) long myIndex() {
  // CHECK: {{.*}}hpvm-operation-in-helper.cpp:[[@LINE+1]]:38: error: 'llvm.hpvm.getNode' outside a node function (functions called from nodes must not use HPVM operations)
  return __hpvm__getNodeInstanceID_x(__hpvm__getNode());
}

void root(long *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, out);
  out[0] = myIndex();
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }