// A barrier, as a pragma or as hpvm::barrier(), in a loop-form node.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}barrier-loop-node.cpp:[[#@LINE+12]]:1: error: a barrier is not allowed in a loop-form node
// CHECK: {{.*}}barrier-loop-node.cpp:[[#@LINE+8]]:1: note: barriers need a block-form node with instances(...), which has no sequential meaning to preserve
// CHECK: {{.*}}barrier-loop-node.cpp:[[#@LINE+11]]:7: error: a barrier is not allowed in a loop-form node
// CHECK: {{.*}}barrier-loop-node.cpp:[[#@LINE+6]]:1: note: barriers need a block-form node with instances(...), which has no sequential meaning to preserve
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) // @N
    for (int i = 0; i < n; ++i) {
      a[i] = 0;
#pragma hpvm barrier // @E
      hpvm::barrier(); // @E2
    }
  }
}
