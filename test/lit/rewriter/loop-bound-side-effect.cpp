// A loop-form node evaluates its bounds and step once, not on every
// iteration as the sequential loop does: they must not call functions that
// may have side effects, nor change variables, nor read memory the loop
// writes.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}loop-bound-side-effect.cpp:[[#@LINE+18]]:26: error: non-canonical loop: the upper bound of loop 'i' calls 'lim', which may have side effects; a loop-form node does not evaluate it once per iteration
// CHECK: {{.*}}loop-bound-side-effect.cpp:[[#@LINE+17]]:26: note: compute the upper bound into a local variable before the graph and use that variable in the loop
// CHECK: {{.*}}loop-bound-side-effect.cpp:[[#@LINE+19]]:34: error: non-canonical loop: the step of loop 'i' has side effects; a loop-form node does not evaluate it once per iteration
// CHECK: {{.*}}loop-bound-side-effect.cpp:[[#@LINE+18]]:34: note: compute the step into a local variable before the graph and use that variable in the loop
// CHECK: {{.*}}loop-bound-side-effect.cpp:[[#@LINE+20]]:26: error: non-canonical loop: the upper bound of loop 'i' reads memory through 'pn', which the loop writes; a loop-form node reads it once, before any iteration
// CHECK: {{.*}}loop-bound-side-effect.cpp:[[#@LINE+19]]:26: note: compute the upper bound into a local variable before the graph and use that variable in the loop
// CHECK: {{.*}}loop-bound-side-effect.cpp:[[#@LINE+23]]:26: error: non-canonical loop: the upper bound of loop 'i' reads memory through 'lens', which the loop writes; a loop-form node reads it once, before any iteration
// CHECK: 4 errors generated.
#include <algorithm>
#include <cmath>
#include <hpvm/hpvm.h>
static int calls;
static long lim() { return ++calls; }
static constexpr long twice(long v) { return 2 * v; }
void f(int *a, long *pn, long *lens, const long *m, long n, long s) {
#pragma hpvm graph inout(a[0:n], pn[0:1], lens[0:2]) in(m[0:1])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < lim(); ++i) // @CALL
      a[i] = 1;
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; i += s++) // @INC
      a[i] = 1;
#pragma hpvm node parallel(1)
    for (long i = 0; i < *pn; ++i) { // @BODY
      a[i] = 1;
      *pn = 3;
    }
#pragma hpvm node parallel(1) out(lens[0:2])
    for (long i = 0; i < lens[1]; ++i) // @CLAUSE
      a[i] = 1;
    // Must not fire: constexpr functions, builtins without side effects,
    // memory the loop does not write.
#pragma hpvm node parallel(1)
    for (long i = 0; i < std::min(twice(n), *m); ++i)
      a[i] = 2;
#pragma hpvm node parallel(1)
    for (long i = 0; i < (long)std::sqrt((double)n); ++i)
      a[i] = 3;
  }
}
