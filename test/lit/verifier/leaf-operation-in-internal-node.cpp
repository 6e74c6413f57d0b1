// Internal nodes only describe their children: no queries, memory or
// synchronisation.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void leaf() { __hpvm__hint(hpvm::CPU_TARGET); }

void root() {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__createNodeND(0, (void *)leaf);
  // CHECK: {{.*}}leaf-operation-in-internal-node.cpp:[[@LINE+1]]:3: error: 'llvm.hpvm.barrier' in internal node 'root()' (only leaf nodes compute, query and synchronise)
  __hpvm__barrier();
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }