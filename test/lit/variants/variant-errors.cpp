// What variant(...) and tunable(...) need once the graphs are known: a
// graph name, no nowait, no reduction into a host variable, distinct
// variant names, a modifiable integer variable, node variants of one name in
// one variant of a graph only.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+19]]:28: error: a graph with variant(...) needs name(...): the variants of a graph are the graphs of one name
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+20]]:28: error: a graph with tunable(...) needs name(...): a configuration sets '<graph name>.<variable>' ('t' here)
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+21]]:41: error: a variant graph cannot be 'nowait': '#pragma hpvm wait' could not tell which variant ran
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+25]]:55: error: a variant graph cannot reduce into 's': the sequential program runs every variant in turn
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+32]]:36: error: 'c' in a tunable clause must name a modifiable integer variable
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+33]]:36: error: 'x' in a tunable clause must name a modifiable integer variable
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+34]]:36: error: 'b' in a tunable clause must name a modifiable integer variable
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+27]]:36: error: graph 'g' has two variants named 'one'
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+24]]:36: note: previous definition is here
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+40]]:35: error: node 'm' has variants in variants 'one' and 'two' of graph 'k': a configuration could not tell them apart ('k.m'); give the nodes different names
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+34]]:35: note: the variants of 'm' begin here
// CHECK: 9 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
  long t = 8;
  const long c = 8;
  float x = 1;
  bool b = true;
  float s = 0;
#pragma hpvm graph variant(one) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph tunable(t: 4, 8) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(w) variant(one) nowait out(a[0:n])
  { a[0] = 0; }
#pragma hpvm wait(w)
#pragma hpvm graph name(r) variant(one) in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: s)
    for (int i = 0; i < n; ++i)
      s += a[i];
  }
#pragma hpvm graph name(g) variant(one) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) variant(one) out(a[0:n])
  { a[0] = 1; }
#pragma hpvm graph name(h) tunable(c: 4, 8) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(i) tunable(x: 4, 8) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(j) tunable(b: 0, 1) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(k) variant(one) out(a[0:n])
  {
#pragma hpvm node name(m) variant(x) out(a[0:n])
    a[0] = 0;
  }
#pragma hpvm graph name(k) variant(two) out(a[0:n])
  {
#pragma hpvm node name(m) variant(y) out(a[0:n])
    a[0] = 1;
  }
}
