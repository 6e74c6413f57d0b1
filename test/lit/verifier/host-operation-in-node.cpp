// Host operations (init, memory tracking, launch, ...) stay out of nodes.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 0);
  // CHECK: {{.*}}host-operation-in-node.cpp:[[@LINE+1]]:3: error: host operation 'llvm.hpvm.requestMemory' inside node 'root(int*, unsigned long)'
  llvm_hpvm_request_mem(p, bytes);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }