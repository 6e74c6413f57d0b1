// A launched leaf is a graph of one node: --emit=dfg prints it as the root,
// --emit=dfg-dot as a record in a cluster that names the graph.
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck --strict-whitespace --match-full-lines %s
// RUN: %hpvmcc --emit=dfg-dot %s -o - | FileCheck --strict-whitespace --match-full-lines %s --check-prefix=DOT
#include <hpvm.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  p[0] += 1;
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)leaf, args)); }

// CHECK:graph 'leaf': 1 launch, not streaming
// CHECK-NEXT:  node 'leaf(int*, unsigned long)'
// CHECK-NEXT:    function: @_Z4leafPim
// CHECK-NEXT:    targets: cpu
// CHECK-NEXT:    grid: 0-D (single instance)
// CHECK-NEXT:    inputs:
// CHECK-NEXT:      0: ptr in out
// CHECK-NEXT:      1: i64
// CHECK-NEXT:    outputs: none
// CHECK-NOT:{{.+}}

// DOT:digraph hpvm {
// DOT-NEXT:  graph [fontname="Helvetica", fontsize=11];
// DOT-NEXT:  node [fontname="Helvetica", fontsize=10];
// DOT-NEXT:  edge [fontname="Helvetica", fontsize=9];
// DOT-NEXT:  subgraph cluster_n0 {
// DOT-NEXT:    label="graph 'leaf'";
// DOT-NEXT:    n0 [shape=Mrecord, label="{{[{][{]}}<i0> 0: ptr in out|<i1> 1: i64}|leaf(int*, unsigned long)\n0-D (single instance)\ncpu}"];
// DOT-NEXT:  }
// DOT-NEXT:}
