// A graph or node whose clauses are rejected is one error: the nodes in it
// are not also reported as outside any graph. A node that really is outside
// every graph still is.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}graph-error-no-cascade.cpp:[[#@LINE+9]]:26: error: array section on 'p', which is not a pointer or an array
// CHECK: {{.*}}graph-error-no-cascade.cpp:[[#@LINE+19]]:25: error: array section on 'v', which is not a pointer or an array
// CHECK: {{.*}}graph-error-no-cascade.cpp:[[#@LINE+27]]:1: error: '#pragma hpvm node' outside any '#pragma hpvm graph'
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
#include <vector>
struct S {
  std::vector<float> p;
  void g(long n) {
#pragma hpvm graph inout(p[0:n])
    {
#pragma hpvm node parallel(1) inout(p[0:n])
      for (long i = 0; i < n; ++i)
        p[i] += 1;
    }
  }
};
void h(float *a, std::vector<float> &v, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node inout(v[0:n])
    {
#pragma hpvm node parallel(1) inout(a[0:n])
      for (long i = 0; i < n; ++i)
        a[i] += 1;
    }
  }
}
void k(float *a, long n) {
#pragma hpvm node parallel(1) inout(a[0:n])
  for (long i = 0; i < n; ++i)
    a[i] = 0;
}
