// A graph that begins or ends in the middle of a macro expansion cannot be
// replaced without the rest of the expansion: it is an error, where the
// pragma is written. A graph that is a whole expansion is not.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}macro-graph-partial.cpp:[[#@LINE+10]]:3: error: a graph must not begin or end in the middle of a macro expansion
// CHECK: {{.*}}macro-graph-partial.cpp:[[#@LINE+4]]:8: note: expanded from macro 'RUN'
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
#define RUN(...)                                                               \
  do { _Pragma("hpvm graph inout(a[0:n])") { __VA_ARGS__ } } while (0)
#define GRAPH(...) _Pragma("hpvm graph inout(a[0:n])") { __VA_ARGS__ }
#define NODE _Pragma("hpvm node parallel(1) inout(a[0:n])")

void f(int *a, long n) {
  RUN(NODE for (long i = 0; i < n; ++i) a[i] += 1;);
}
void g(int *a, long n) {
  GRAPH(NODE for (long i = 0; i < n; ++i) a[i] += 1;)
}
