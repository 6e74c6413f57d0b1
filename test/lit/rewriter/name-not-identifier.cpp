// Graph and node names become part of the generated functions' names: a
// name with a character outside ASCII identifiers is an error at the name.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}name-not-identifier.cpp:[[#@LINE+6]]:24: error: node name 'g€' must be an identifier of ASCII letters, digits and '_'
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(int *a, long n) {
#pragma hpvm graph name(_g1) inout(a[0:n])
  {
#pragma hpvm node name(g€) parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += 1;
#pragma hpvm node name(Next_2) parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += 1;
  }
}
