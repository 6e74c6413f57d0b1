// Reduction variables the clause cannot take, and clauses that contradict
// each other, are errors at the variable or the operator, one per mistake.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+28]]:55: error: reduction variable 'b' has type 'bool'; reduction(...) takes integer and floating-point scalars, and one-dimensional C arrays of them of up to 1024 elements
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+27]]:73: error: reduction variable 'p' has type 'P'; reduction(...) takes integer and floating-point scalars, and one-dimensional C arrays of them of up to 1024 elements
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+26]]:89: error: reduction variable 'q' has type 'int *'; reduction(...) takes integer and floating-point scalars, and one-dimensional C arrays of them of up to 1024 elements
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+25]]:105: error: 'g' in a reduction clause must name a variable
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+27]]:55: error: reduction variable 'big' has type 'int[2000]'; reduction(...) takes integer and floating-point scalars, and one-dimensional C arrays of them of up to 1024 elements
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+26]]:60: error: reduction variable 'grid' has type 'int[4][4]'; reduction(...) takes integer and floating-point scalars, and one-dimensional C arrays of them of up to 1024 elements
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+28]]:52: error: reduction(^: f) needs an integer variable, but 'f' has type 'float'
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+30]]:73: error: 's' appears in more than one reduction of this node
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+32]]:46: error: 's' is a reduction variable and cannot also be in a data clause of the node
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+31]]:62: note: reduction is here
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+39]]:52: error: reduction variable 'local' is declared in the graph; declare it before the graph, which gives it its value when the graph completes
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+46]]:41: error: reduction(...) is only supported on a node without nested nodes, yet
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+58]]:52: error: reduction(...) is only supported on a node directly in a graph, not in another node, yet
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+69]]:1: error: node 'use' uses 's', the reduction variable of node 'sum'; it has its value only when the graph completes
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+65]]:62: note: reduction is here
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+78]]:52: error: reduction(...) is not supported yet on a node whose instance count depends on a value that an earlier node computes
// A member reduced through `this` works (e2e-pragma/member-data.cpp), an array too long does not:
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+86]]:55: error: reduction variable 'total' has type 'int[2000]'; reduction(...) takes integer and floating-point scalars, and one-dimensional C arrays of them of up to 1024 elements
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+97]]:1: error: node 'second' uses 's', the reduction variable of node 'first'; it has its value only when the graph completes
// CHECK: {{.*}}reduction-errors.cpp:[[#@LINE+93]]:64: note: reduction is here
// CHECK: 16 errors generated.
#include <hpvm/hpvm.h>
struct P { int x; };
int g(int);
void types(const int *a, long n, float f, bool b, P p, int *q, int s) {
  int big[2000], grid[4][4];
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: b) reduction(max: p) reduction(+: q) reduction(+: g)
    for (long i = 0; i < n; ++i)
      b = a[i];
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: big, grid)
    for (long i = 0; i < n; ++i)
      big[i % 2000] += grid[i % 4][0];
#pragma hpvm node parallel(1) in(a[0:n]) reduction(^: f)
    for (long i = 0; i < n; ++i)
      f += a[i];
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: s) reduction(max: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
#pragma hpvm node parallel(1) in(a[0:n]) out(s) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
}
void places(const int *a, long n) {
#pragma hpvm graph in(a[0:n])
  {
    int local = 0;
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: local)
    for (long i = 0; i < n; ++i)
      local += a[i];
  }
}
void internal(const int *a, long n, int s) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) reduction(+: s)
    for (long i = 0; i < n; ++i) {
#pragma hpvm node parallel(1) in(a[0:n])
      for (long j = 0; j < n; ++j)
        a[j];
    }
  }
}
void nested(const int *a, long n, int t) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n])
    for (long i = 0; i < n; ++i) {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: t)
      for (long j = 0; j < n; ++j)
        t += a[j];
    }
  }
}
void elsewhere(const int *a, long n, int s, int *out) {
#pragma hpvm graph in(a[0:n]) out(out[0:n])
  {
#pragma hpvm node name(sum) parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
#pragma hpvm node name(use) parallel(1) out(out[0:n])
    for (long i = 0; i < n; ++i)
      out[i] = s;
  }
}
void count(const int *a, long n, int s) {
  long m = 0;
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node out(m)
    m = n / 2;
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < m; ++i)
      s += a[i];
  }
}
struct Q {
  int total[2000];
  void h(const int *a, long n) {
#pragma hpvm graph in(a[0:n])
    {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: total)
      for (long i = 0; i < n; ++i)
        total[0] += a[i];
    }
  }
};
void twice(const int *a, long n, int s) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node name(first) parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
#pragma hpvm node name(second) parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
}
