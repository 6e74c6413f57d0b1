// The dumps go to -o when given (to stdout otherwise).
// RUN: rm -f %t.dfg %t.dot
// RUN: %hpvmcc --emit=dfg %s -o %t.dfg
// RUN: FileCheck %s < %t.dfg
// RUN: %hpvmcc --emit=dfg-dot %s -o %t.dot
// RUN: FileCheck %s --check-prefix=DOT < %t.dot
#include <hpvm.h>

void leaf(int x) { __hpvm__hint(hpvm::CPU_TARGET); }

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)leaf, args)); }

// CHECK: graph 'leaf': 1 launch, not streaming
// DOT: digraph hpvm {
