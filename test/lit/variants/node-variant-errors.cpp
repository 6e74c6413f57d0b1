// What node variants need: a node name, a graph name, consecutive variants
// of one node with distinct names and the same data clauses, no reduction,
// no variants inside a node variant, a graph that is neither nowait nor a
// stream.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+18]]:27: error: a node with variant(...) needs name(...): the variants of a node are consecutive nodes of one name
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+23]]:35: error: node 'm' has variants, so its graph needs name(...): a configuration sets '<graph name>.m'
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+34]]:35: error: variant 'b' of node 'm' is apart from the node's other variants: the variants of a node must be consecutive nodes
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+27]]:35: note: the variants of 'm' begin here
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+41]]:35: error: node 'm' has two variants named 'a'
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+37]]:35: note: previous definition is here
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+48]]:35: error: variant 'b' of node 'm' has other data clauses than variant 'a': the variants of a node must read and write the same sections
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+44]]:35: note: variant 'a' reads and writes out(p[0:n])
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+52]]:74: error: a node variant cannot reduce into 's': the sequential program runs every variant in turn
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+59]]:35: error: variants of node 'i' are inside a variant of another node: only nodes outside node variants may have variants
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+62]]:29: error: a graph with node variants cannot be 'nowait': '#pragma hpvm wait' could not tell which variant ran
// CHECK: {{.*}}node-variant-errors.cpp:[[#@LINE+68]]:20: error: a 'graph stream' cannot have node variants
// CHECK: 9 errors generated.
#include <hpvm/hpvm.h>
void f(float *p, float *q, int n) {
  float s = 0;
#pragma hpvm graph name(g1) out(p[0:n])
  {
#pragma hpvm node variant(a) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = 0;
  }
#pragma hpvm graph out(p[0:n])
  {
#pragma hpvm node name(m) variant(a) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = 0;
  }
#pragma hpvm graph name(g3) out(p[0:n], q[0:n])
  {
#pragma hpvm node name(m) variant(a) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = 0;
#pragma hpvm node name(k) variant(a) parallel(1) out(q[0:n])
    for (int i = 0; i < n; ++i)
      q[i] = 0;
#pragma hpvm node name(m) variant(b) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = 1;
  }
#pragma hpvm graph name(g4) out(p[0:n])
  {
#pragma hpvm node name(m) variant(a) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = 0;
#pragma hpvm node name(m) variant(a) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = 1;
  }
#pragma hpvm graph name(g5) inout(p[0:n])
  {
#pragma hpvm node name(m) variant(a) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = 0;
#pragma hpvm node name(m) variant(b) parallel(1) inout(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] += 1;
  }
#pragma hpvm graph name(g6) in(p[0:n])
  {
#pragma hpvm node name(m) variant(a) parallel(1) in(p[0:n]) reduction(+: s)
    for (int i = 0; i < n; ++i)
      s += p[i];
  }
#pragma hpvm graph name(g7) out(p[0:n])
  {
#pragma hpvm node name(m) variant(a) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i) {
#pragma hpvm node name(i) variant(x) out(p[0:n])
      p[i] = 0;
    }
  }
#pragma hpvm graph name(g8) nowait out(p[0:n])
  {
#pragma hpvm node name(m) variant(a) parallel(1) out(p[0:n])
    for (int i = 0; i < n; ++i)
      p[i] = 0;
  }
#pragma hpvm wait(g8)
#pragma hpvm graph stream name(g9) in(p[0:n]) out(q[0:n])
  for (int f = 0; f < n; ++f) {
#pragma hpvm node name(m) variant(a) in(p[f:1]) out(q[f:1])
    q[f] = p[f];
  }
}
