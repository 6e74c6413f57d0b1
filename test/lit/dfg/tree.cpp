// The --emit=dfg tree of a three-level graph: every node with its function,
// targets (the unhinted 'total' inherits its parent's), grid, inputs with
// their in/out attributes, outputs, then its edges and binds, then its
// children, indented one level deeper.
// RUN: %hpvmcc --emit=dfg %s -o - | FileCheck --strict-whitespace --match-full-lines %s
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

// CHECK:graph 'root': 1 launch, not streaming
// CHECK-NEXT:  node 'root(float*, unsigned long, float, double*, unsigned long, long)'
// CHECK-NEXT:    function: @_Z4rootPfmfPdml
// CHECK-NEXT:    targets: cpu
// CHECK-NEXT:    grid: 0-D (single instance)
// CHECK-NEXT:    inputs:
// CHECK-NEXT:      0: ptr in out
// CHECK-NEXT:      1: i64
// CHECK-NEXT:      2: float
// CHECK-NEXT:      3: ptr in out
// CHECK-NEXT:      4: i64
// CHECK-NEXT:      5: i64
// CHECK-NEXT:    outputs:
// CHECK-NEXT:      0: double
// CHECK-NEXT:    binds:
// CHECK-NEXT:      input 0 -> #0 'work' input 0
// CHECK-NEXT:      input 1 -> #0 'work' input 1
// CHECK-NEXT:      input 2 -> #0 'work' input 2
// CHECK-NEXT:      input 3 -> #0 'work' input 3
// CHECK-NEXT:      input 4 -> #0 'work' input 4
// CHECK-NEXT:      input 5 -> #0 'work' input 5
// CHECK-NEXT:      #0 'work' output 0 -> output 0
// CHECK-NEXT:    node #0 'work(float*, unsigned long, float, double*, unsigned long, long)'
// CHECK-NEXT:      function: @_Z4workPfmfPdml
// CHECK-NEXT:      targets: cpu
// CHECK-NEXT:      grid: 0-D (single instance)
// CHECK-NEXT:      inputs:
// CHECK-NEXT:        0: ptr in out
// CHECK-NEXT:        1: i64
// CHECK-NEXT:        2: float
// CHECK-NEXT:        3: ptr in out
// CHECK-NEXT:        4: i64
// CHECK-NEXT:        5: i64
// CHECK-NEXT:      outputs:
// CHECK-NEXT:        0: double
// CHECK-NEXT:      edges:
// CHECK-NEXT:        #0 'scale' output 0 -> #1 'total' input 0, all_to_all
// CHECK-NEXT:        #0 'scale' output 1 -> #1 'total' input 1, all_to_all
// CHECK-NEXT:      binds:
// CHECK-NEXT:        input 0 -> #0 'scale' input 0
// CHECK-NEXT:        input 1 -> #0 'scale' input 1
// CHECK-NEXT:        input 2 -> #0 'scale' input 2
// CHECK-NEXT:        input 3 -> #1 'total' input 2
// CHECK-NEXT:        input 4 -> #1 'total' input 3
// CHECK-NEXT:        #1 'total' output 0 -> output 0
// CHECK-NEXT:      node #0 'scale(float*, unsigned long, float)'
// CHECK-NEXT:        function: @_Z5scalePfmf
// CHECK-NEXT:        targets: gpu
// CHECK-NEXT:        grid: 1-D [%5]
// CHECK-NEXT:        inputs:
// CHECK-NEXT:          0: ptr in out
// CHECK-NEXT:          1: i64
// CHECK-NEXT:          2: float
// CHECK-NEXT:        outputs:
// CHECK-NEXT:          0: ptr
// CHECK-NEXT:          1: i64
// CHECK-NEXT:      node #1 'total(float*, unsigned long, double*, unsigned long)'
// CHECK-NEXT:        function: @_Z5totalPfmPdm
// CHECK-NEXT:        targets: cpu
// CHECK-NEXT:        grid: 0-D (single instance)
// CHECK-NEXT:        inputs:
// CHECK-NEXT:          0: ptr in
// CHECK-NEXT:          1: i64
// CHECK-NEXT:          2: ptr in out
// CHECK-NEXT:          3: i64
// CHECK-NEXT:        outputs:
// CHECK-NEXT:          0: double
// CHECK-NOT:{{.+}}
