// A directive that governs no statement (barrier, wait, edge, local) as the
// braceless body of an `if` is reported where it is written, before the
// statement after it (which uses the loop variable) could be taken out of
// the loop and give errors about that variable.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: braceless-barrier.cpp:[[#@LINE+11]]:1: error: '#pragma hpvm barrier' must be a statement of a '{ }' block
// CHECK: braceless-barrier.cpp:[[#@LINE+10]]:1: note: put the statement in braces
// CHECK: 1 error generated.
constexpr long M = 5;

void f(long *a, int c) {
#pragma hpvm graph out(a[0:M])
  {
#pragma hpvm node parallel(1)
    for (long j = 0; j < M; ++j)
      if (c)
#pragma hpvm barrier
        a[j] = j;
  }
}
