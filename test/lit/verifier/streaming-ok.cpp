// Must not fire: streaming edges and binds in a streaming graph.
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck %s
#include <hpvm.h>

void a(int x) { __hpvm__return(1, x); }
void b(int x) { __hpvm__return(1, x); }

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *na = __hpvm__createNodeND(0, (void *)a);
  void *nb = __hpvm__createNodeND(0, (void *)b);
  __hpvm__bindIn(na, 0, 0, 1);
  __hpvm__edge(na, nb, 1, 0, 0, 1);
  __hpvm__bindOut(nb, 0, 0, 1);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(1, (void *)root, args)); }

// CHECK: graph 'root': 1 launch, streaming
// CHECK: #0 'a' output 0 -> #1 'b' input 0, all_to_all, stream
// CHECK: input 0 -> #0 'a' input 0, stream
// CHECK: #1 'b' output 0 -> output 0, stream
