// A function that describes a node but is not part of a launched graph.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

void root() { __hpvm__hint(hpvm::CPU_TARGET); }

void notANode() {
  // CHECK: {{.*}}error-hint-outside-node.cpp:[[@LINE+1]]:3: error: 'notANode()' uses '__hpvm__hint' but is not a node of any graph launched in this file (a graph and its launch must be in one translation unit)
  __hpvm__hint(hpvm::CPU_TARGET);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }