// A graph in an abbreviated function template or a generic lambda ('auto'
// parameters) is not supported yet: one error at the 'auto', not broken
// generated code. Named template parameters and 'auto' variables are fine.
// RUN: not %hpvmcc -std=c++20 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}auto-param-graph.cpp:[[#@LINE+7]]:8: error: a graph in a function with 'auto' parameters is not supported yet; declare a template parameter for this type ('template <typename T>' and 'T')
// CHECK: {{.*}}auto-param-graph.cpp:[[#@LINE+7]]:1: note: graph is here
// CHECK: {{.*}}auto-param-graph.cpp:[[#@LINE+15]]:17: error: a graph in a function with 'auto' parameters
// CHECK: {{.*}}auto-param-graph.cpp:[[#@LINE+15]]:1: note: graph is here
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>

void g(auto *p, long n) {
#pragma hpvm graph inout(p[0:n])
  {
#pragma hpvm node parallel(1) inout(p[0:n])
    for (long i = 0; i < n; ++i)
      p[i] += 1;
  }
}

void h(int *q, long n) {
  auto add = [](auto *p, long m) {
#pragma hpvm graph inout(p[0:m])
    {
#pragma hpvm node parallel(1) inout(p[0:m])
      for (long i = 0; i < m; ++i)
        p[i] += 1;
    }
  };
  add(q, n);
}

template <typename T> void k(T *p, long n) {
  auto step = [](T *r, long m) {
#pragma hpvm graph inout(r[0:m])
    {
#pragma hpvm node parallel(1) inout(r[0:m])
      for (long i = 0; i < m; ++i)
        r[i] += 1;
    }
  };
  step(p, n);
}
template void k(int *, long);
