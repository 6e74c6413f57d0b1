// Clauses of '#pragma hpvm data': only in, out, inout and scratch, at least
// one of them; scratch is not a clause of graphs.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-clauses.cpp:[[#@LINE+8]]:33: error: unknown clause 'nowait' on '#pragma hpvm data'
// CHECK: {{.*}}data-clauses.cpp:[[#@LINE+7]]:33: note: clauses of '#pragma hpvm data' are: in, out, inout, scratch
// CHECK: {{.*}}data-clauses.cpp:[[#@LINE+9]]:14: error: '#pragma hpvm data' needs at least one in, out, inout or scratch clause
// CHECK: {{.*}}data-clauses.cpp:[[#@LINE+11]]:20: error: unknown clause 'scratch' on '#pragma hpvm graph'
// CHECK: {{.*}}data-clauses.cpp:[[#@LINE+13]]:27: error: malformed array section: expected ':' (sections are written name[lower:length])
// CHECK: 4 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm data inout(a[0:n]) nowait // @E1
  {
  }
#pragma hpvm data // @E2
  {
  }
#pragma hpvm graph scratch(a[0:n]) // @E3
  {
  }
#pragma hpvm data in(a[0 n]) // @E4
  {
  }
}
