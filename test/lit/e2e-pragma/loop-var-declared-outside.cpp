// A loop-form node whose loop variable is declared before the graph
// (`for (i = 0; i < n; ++i)`, a canonical form). The sequential program
// leaves i == n after the loop, and the host reads it.
// Expected to fail, bug: the node's instances get their own copies of i, and
// the host's i keeps its value from before the graph (-7). The rewriter
// should either give the host variable the loop's final value after the
// graph, or reject a loop variable that is read after the node.
// XFAIL: *
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: loop-var-outside: i = 1000 after the loop, sum 499500, OK
#include <cstdio>
#include <vector>

static int fill(int *out, int n) {
  int i = -7;
#pragma hpvm graph out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (i = 0; i < n; ++i)
      out[i] = i;
  }
  return i;
}

int main() {
  const int n = 1000;
  std::vector<int> out(n, -1);
  int last = fill(out.data(), n);
  long sum = 0;
  bool ok = last == n;
  for (int k = 0; k < n; ++k) {
    ok &= out[k] == k;
    sum += out[k];
  }
  std::printf("loop-var-outside: i = %d after the loop, sum %ld, %s\n", last,
              sum, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
