// A streaming edge needs a streaming graph (launched with isStream = 1).
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void a() { __hpvm__return(1, 1); }
void b(int x) {}

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  // CHECK: {{.*}}edge-stream-not-streaming.cpp:[[@LINE+1]]:3: error: streaming edge in 'root()', which is not part of a streaming graph
  __hpvm__edge(na, nb, 1, 0, 0, 1);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }