// A node pragma that is the braceless body of an `if` or a `while` governs
// the statement after it, as with braces: such a node is not directly in the
// block of a graph or node, one error each (the `if` holding it is part of
// that error, not a host statement of the graph), and no error about the
// loop variable the node's statement uses.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: braceless-node-not-direct.cpp:[[#@LINE+12]]:1: error: '#pragma hpvm node' must be a statement directly inside the block of a graph or node
// CHECK: braceless-node-not-direct.cpp:[[#@LINE+24]]:1: error: '#pragma hpvm node' must be a statement directly inside the block of a graph or node
// CHECK: braceless-node-not-direct.cpp:[[#@LINE+33]]:1: error: '#pragma hpvm node' must be a statement directly inside the block of a graph or node
// CHECK: 3 errors generated.
constexpr long N = 6, M = 5;

void inIf(long *a) {
#pragma hpvm graph out(a[0:N*M])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
      if (i % 2)
#pragma hpvm node parallel(1)
        for (long j = 0; j < M; ++j)
          a[i * M + j] = i * 10 + j;
  }
}

void inWhile(long *a) {
#pragma hpvm graph out(a[0:N*M])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i) {
      long j = 0;
      while (j < M)
#pragma hpvm node
        a[i * M + j++] = i;
    }
  }
}

void inGraphIf(long *a, bool c) {
#pragma hpvm graph out(a[0:M])
  {
    if (c)
#pragma hpvm node parallel(1)
      for (long j = 0; j < M; ++j)
        a[j] = j;
  }
}
