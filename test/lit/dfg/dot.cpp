// --emit=dfg-dot: one cluster per internal node holding an "inputs" bar, an
// "outputs" bar and its children; leaves are records with their inputs on
// top and outputs below. Binds are dashed, edges are labelled with their
// kind; all connections follow the clusters.
// RUN: %hpvmcc --emit=dfg-dot %s -o - | FileCheck --strict-whitespace --match-full-lines %s
#include <hpvm.h>

void scale(float *a, size_t bytes, float k) {
  __hpvm__hint(hpvm::GPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  a[i] *= k;
  __hpvm__return(2, a, bytes);
}

void total(float *a, size_t bytes, double *sum, size_t sumBytes) {
  __hpvm__attributes(2, a, sum, 1, sum);
  for (size_t i = 0; i < bytes / sizeof(float); ++i)
    *sum += a[i];
  __hpvm__return(1, *sum);
}

void work(float *a, size_t bytes, float k, double *sum, size_t sumBytes,
          long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, a, sum, 2, a, sum);
  void *s = __hpvm__createNodeND(1, (void *)scale, n);
  void *t = __hpvm__createNodeND(0, (void *)total);
  __hpvm__bindIn(s, 0, 0, 0);
  __hpvm__bindIn(s, 1, 1, 0);
  __hpvm__bindIn(s, 2, 2, 0);
  __hpvm__edge(s, t, 1, 0, 0, 0);
  __hpvm__edge(s, t, 1, 1, 1, 0);
  __hpvm__bindIn(t, 3, 2, 0);
  __hpvm__bindIn(t, 4, 3, 0);
  __hpvm__bindOut(t, 0, 0, 0);
}

void root(float *a, size_t bytes, float k, double *sum, size_t sumBytes,
          long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, a, sum, 2, a, sum);
  void *w = __hpvm__createNodeND(0, (void *)work);
  __hpvm__bindIn(w, 0, 0, 0);
  __hpvm__bindIn(w, 1, 1, 0);
  __hpvm__bindIn(w, 2, 2, 0);
  __hpvm__bindIn(w, 3, 3, 0);
  __hpvm__bindIn(w, 4, 4, 0);
  __hpvm__bindIn(w, 5, 5, 0);
  __hpvm__bindOut(w, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, (void *)root, args)); }

// CHECK:digraph hpvm {
// CHECK-NEXT:  graph [fontname="Helvetica", fontsize=11];
// CHECK-NEXT:  node [fontname="Helvetica", fontsize=10];
// CHECK-NEXT:  edge [fontname="Helvetica", fontsize=9];
// CHECK-NEXT:  subgraph cluster_n0 {
// CHECK-NEXT:    label="graph 'root'\nroot(float*, unsigned long, float, double*, unsigned long, long)\n0-D (single instance)\ncpu";
// CHECK-NEXT:    n0_in [shape=record, style=filled, fillcolor=gray95, label="inputs|<i0> 0: ptr in out|<i1> 1: i64|<i2> 2: float|<i3> 3: ptr in out|<i4> 4: i64|<i5> 5: i64"];
// CHECK-NEXT:    n0_out [shape=record, style=filled, fillcolor=gray95, label="outputs|<o0> 0: double"];
// CHECK-NEXT:    subgraph cluster_n1 {
// CHECK-NEXT:      label="#0 'work'\nwork(float*, unsigned long, float, double*, unsigned long, long)\n0-D (single instance)\ncpu";
// CHECK-NEXT:      n1_in [shape=record, style=filled, fillcolor=gray95, label="inputs|<i0> 0: ptr in out|<i1> 1: i64|<i2> 2: float|<i3> 3: ptr in out|<i4> 4: i64|<i5> 5: i64"];
// CHECK-NEXT:      n1_out [shape=record, style=filled, fillcolor=gray95, label="outputs|<o0> 0: double"];
// CHECK-NEXT:      n2 [shape=Mrecord, label="{{[{][{]}}<i0> 0: ptr in out|<i1> 1: i64|<i2> 2: float}|scale(float*, unsigned long, float)\n1-D [%5]\ngpu|{<o0> 0: ptr|<o1> 1: i64}}"];
// CHECK-NEXT:      n3 [shape=Mrecord, label="{{[{][{]}}<i0> 0: ptr in|<i1> 1: i64|<i2> 2: ptr in out|<i3> 3: i64}|total(float*, unsigned long, double*, unsigned long)\n0-D (single instance)\ncpu|{<o0> 0: double}}"];
// CHECK-NEXT:    }
// CHECK-NEXT:  }
// CHECK-NEXT:  n0_in:i0:s -> n1_in:i0:n [style=dashed, color=gray40];
// CHECK-NEXT:  n0_in:i1:s -> n1_in:i1:n [style=dashed, color=gray40];
// CHECK-NEXT:  n0_in:i2:s -> n1_in:i2:n [style=dashed, color=gray40];
// CHECK-NEXT:  n0_in:i3:s -> n1_in:i3:n [style=dashed, color=gray40];
// CHECK-NEXT:  n0_in:i4:s -> n1_in:i4:n [style=dashed, color=gray40];
// CHECK-NEXT:  n0_in:i5:s -> n1_in:i5:n [style=dashed, color=gray40];
// CHECK-NEXT:  n1_out:o0:s -> n0_out:o0:n [style=dashed, color=gray40];
// CHECK-NEXT:  n1_in:i0:s -> n2:i0:n [style=dashed, color=gray40];
// CHECK-NEXT:  n1_in:i1:s -> n2:i1:n [style=dashed, color=gray40];
// CHECK-NEXT:  n1_in:i2:s -> n2:i2:n [style=dashed, color=gray40];
// CHECK-NEXT:  n1_in:i3:s -> n3:i2:n [style=dashed, color=gray40];
// CHECK-NEXT:  n1_in:i4:s -> n3:i3:n [style=dashed, color=gray40];
// CHECK-NEXT:  n3:o0:s -> n1_out:o0:n [style=dashed, color=gray40];
// CHECK-NEXT:  n2:o0:s -> n3:i0:n [label="all_to_all"];
// CHECK-NEXT:  n2:o1:s -> n3:i1:n [label="all_to_all"];
// CHECK-NEXT:}
// CHECK-NOT:{{.+}}
