// A source that launches no graph has nothing to dump: --emit=dfg prints
// nothing and --emit=dfg-dot an empty digraph.
// RUN: %hpvmcc --emit=dfg %s -o - | count 0
// RUN: %hpvmcc --emit=dfg-dot %s -o - | FileCheck --strict-whitespace --match-full-lines %s

int twice(int x) { return 2 * x; }

// CHECK:digraph hpvm {
// CHECK-NEXT:  graph [fontname="Helvetica", fontsize=11];
// CHECK-NEXT:  node [fontname="Helvetica", fontsize=10];
// CHECK-NEXT:  edge [fontname="Helvetica", fontsize=9];
// CHECK-NEXT:}
