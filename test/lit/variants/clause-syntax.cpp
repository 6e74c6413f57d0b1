// Malformed variant(...) and tunable(...) clauses, one error per directive.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+14]]:36: error: expected an identifier in 'variant' clause
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+15]]:38: error: expected ':' after the variable in 'tunable' clause
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+16]]:39: error: expected an integer literal as a candidate value in 'tunable' clause
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+17]]:41: error: expected an integer literal as a candidate value in 'tunable' clause
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+18]]:46: error: candidate value 8 is listed more than once
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+19]]:54: error: 't' is tunable more than once in this graph
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+20]]:39: error: clause 'variant' appears more than once
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+21]]:36: error: variant name 'vé' must be an identifier of ASCII letters, digits and '_'
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+24]]:19: error: unknown clause 'tunable' on '#pragma hpvm node'
// CHECK: {{.*}}clause-syntax.cpp:[[#@LINE+23]]:19: note: clauses of '#pragma hpvm node' are: name, variant, parallel, instances, target, in, out, inout, reduction
// CHECK: 9 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
  long t = 8;
#pragma hpvm graph name(g) variant() out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) tunable(t 8, 16) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) tunable(t: n) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) tunable(t: 4,) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) tunable(t: 8, 16, 8) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) tunable(t: 8, 16) tunable(t: 4) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) variant(x) variant(y) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) variant(vé) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) out(a[0:n])
  {
#pragma hpvm node tunable(x: 1) out(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
}
