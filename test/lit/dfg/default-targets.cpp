// Targets after inheritance: a root without __hpvm__hint gets the command
// line's --hpvm-targets (cpu by default), a child without one its parent's.
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck %s --check-prefix=CPU
// RUN: %hpvmcc --hpvm-targets=vector,cpu --emit=dfg %s -o - | FileCheck %s --check-prefix=VECTOR
#include <hpvm.h>

void leaf(int x) {}

void gpuLeaf(int x) { __hpvm__hint(hpvm::GPU_TARGET); }

void root(int x) {
  void *a = __hpvm__createNodeND(0, (void *)leaf);
  void *b = __hpvm__createNodeND(0, (void *)gpuLeaf);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__bindIn(b, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CPU:      node 'root(int)'
// CPU:        targets: cpu
// CPU:        node #0 'leaf(int)'
// CPU:          targets: cpu
// CPU:        node #1 'gpuLeaf(int)'
// CPU:          targets: gpu

// VECTOR:      node 'root(int)'
// VECTOR:        targets: vector,cpu
// VECTOR:        node #0 'leaf(int)'
// VECTOR:          targets: vector,cpu
// VECTOR:        node #1 'gpuLeaf(int)'
// VECTOR:          targets: gpu
