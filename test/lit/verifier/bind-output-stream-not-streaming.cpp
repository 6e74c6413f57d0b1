// A streaming output bind needs a streaming graph.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf() { __hpvm__return(1, 1); }

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  // CHECK: {{.*}}bind-output-stream-not-streaming.cpp:[[@LINE+1]]:3: error: streaming bind outside a streaming graph
  __hpvm__bindOut(n, 0, 0, 1);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }