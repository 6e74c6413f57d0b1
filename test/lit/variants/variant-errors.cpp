// What variant(...) and tunable(...) need once the graphs are known: a
// graph name, no nowait, no reduction into a host variable, distinct
// variant names, a modifiable integer variable.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+17]]:28: error: a graph with variant(...) needs name(...): the variants of a graph are the graphs of one name
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+18]]:28: error: a graph with tunable(...) needs name(...): a configuration sets '<graph name>.<variable>' ('t' here)
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+19]]:41: error: a variant graph cannot be 'nowait': '#pragma hpvm wait' could not tell which variant ran
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+23]]:55: error: a variant graph cannot reduce into 's': the sequential program runs every variant in turn
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+30]]:36: error: 'c' in a tunable clause must name a modifiable integer variable
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+31]]:36: error: 'x' in a tunable clause must name a modifiable integer variable
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+32]]:36: error: 'b' in a tunable clause must name a modifiable integer variable
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+25]]:36: error: graph 'g' has two variants named 'one'
// CHECK: {{.*}}variant-errors.cpp:[[#@LINE+22]]:36: note: previous definition is here
// CHECK: 8 errors generated.
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
}
