// An unknown clause, and a clause of another directive.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}unknown-clause.cpp:[[#@LINE+7]]:31: error: unknown clause 'parallel' on '#pragma hpvm graph'
// CHECK: {{.*}}unknown-clause.cpp:[[#@LINE+6]]:31: note: clauses of '#pragma hpvm graph' are: name, nowait, stream, target, variant, tunable, in, out, inout
// CHECK: {{.*}}unknown-clause.cpp:[[#@LINE+7]]:19: error: unknown clause 'paralel' on '#pragma hpvm node'
// CHECK: {{.*}}unknown-clause.cpp:[[#@LINE+6]]:19: note: clauses of '#pragma hpvm node' are: name, variant, parallel, instances, target, in, out, inout, reduction
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph in(a[0:n]) parallel(1) // @E1
  {
#pragma hpvm node paralel(1) // @E2
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
}
