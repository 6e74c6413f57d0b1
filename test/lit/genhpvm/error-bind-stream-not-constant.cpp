// Whether a bind streams is a constant.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf(int x) {}

void root(int x, unsigned stream) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  // CHECK: {{.*}}error-bind-stream-not-constant.cpp:[[@LINE+1]]:3: error: argument 4 of __hpvm__bindIn must be an integer constant
  __hpvm__bindIn(n, 0, 0, stream);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }