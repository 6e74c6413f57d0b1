// Malformed clauses: missing parentheses and names.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}malformed-clause.cpp:[[#@LINE+6]]:25: error: expected an identifier in 'name' clause
// CHECK: {{.*}}malformed-clause.cpp:[[#@LINE+7]]:30: error: expected ')' in 'parallel' clause
// CHECK: {{.*}}malformed-clause.cpp:[[#@LINE+9]]:22: error: expected '(' in 'in' clause
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph name() in(a[0:n]) // @E1
  {
#pragma hpvm node parallel(1 in(a[0:n]) // @E2
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node in a // @E3
    { a[0] = 1; }
  }
}
