// A graph in a function whose `auto` parameter is written through a macro
// is one error at the parameter (the rewriter cannot rename the `auto`),
// not broken generated code. Written directly, `auto` parameters work:
// e2e-pragma/auto-params.cpp.
// RUN: not %hpvmcc -std=c++20 -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}auto-param-graph.cpp:[[#@LINE+6]]:8: error: a graph in a function whose 'auto' parameter is written through a macro is not supported; declare a template parameter for this type ('template <typename T>' and 'T')
// CHECK: {{.*}}auto-param-graph.cpp:[[#@LINE+6]]:1: note: graph is here
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>

#define AUTO auto
void g(AUTO *p, long n) {
#pragma hpvm graph inout(p[0:n])
  {
#pragma hpvm node parallel(1) inout(p[0:n])
    for (long i = 0; i < n; ++i)
      p[i] += 1;
  }
}
