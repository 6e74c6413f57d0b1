// One graph per launched root function, in the order of their first launch
// in the source (it used to follow the order of LLVM's use lists, which is
// reversed); launching a root again adds a launch to its graph. Each graph
// here is a single leaf.
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck --strict-whitespace --match-full-lines %s
#include <hpvm.h>

void fill(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, p);
  p[0] = 1;
}

void clear(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 1, p);
  p[0] = 0;
}

void host(void *args) {
  __hpvm__wait(__hpvm__launch(0, (void *)fill, args));
  __hpvm__wait(__hpvm__launch(0, (void *)clear, args));
  __hpvm__wait(__hpvm__launch(0, (void *)fill, args));
}

void later(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)clear, args)); }

// CHECK:graph 'fill': 2 launches, not streaming
// CHECK-NEXT:  node 'fill(int*, unsigned long)'
// CHECK-NEXT:    function: @_Z4fillPim
// CHECK-NEXT:    targets: cpu
// CHECK-NEXT:    grid: 0-D (single instance)
// CHECK-NEXT:    inputs:
// CHECK-NEXT:      0: ptr out
// CHECK-NEXT:      1: i64
// CHECK-NEXT:    outputs: none
// CHECK-EMPTY:
// CHECK-NEXT:graph 'clear': 2 launches, not streaming
// CHECK-NEXT:  node 'clear(int*, unsigned long)'
// CHECK-NEXT:    function: @_Z5clearPim
// CHECK-NEXT:    targets: cpu
// CHECK-NEXT:    grid: 0-D (single instance)
// CHECK-NEXT:    inputs:
// CHECK-NEXT:      0: ptr out
// CHECK-NEXT:      1: i64
// CHECK-NEXT:    outputs: none
// CHECK-NOT:{{.+}}
