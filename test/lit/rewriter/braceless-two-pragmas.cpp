// Two pragmas in a row as the braceless body of a loop mean what they mean
// in braces: a data region whose statement is a pragma, a node followed by
// a node. One located error each, no errors about the loop variables.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: braceless-two-pragmas.cpp:[[#@LINE+19]]:1: error: '#pragma hpvm node' must be followed by a statement
// CHECK: braceless-two-pragmas.cpp:[[#@LINE+4]]:1: error: '#pragma hpvm data' must be followed by a statement that is not a declaration, or a '{ }' block
// CHECK: 2 errors generated.
void dataThenGraph(long *a, long n) {
  for (int t = 0; t < 2; ++t)
#pragma hpvm data inout(a[0:n])
#pragma hpvm graph inout(a[0:n])
    {
#pragma hpvm node parallel(1)
      for (long i = 0; i < n; ++i)
        a[i] += t;
    }
}

void nodeThenNode(long *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
#pragma hpvm node
#pragma hpvm node parallel(1)
      for (long j = 0; j < n; ++j)
        a[j] += i;
  }
}
