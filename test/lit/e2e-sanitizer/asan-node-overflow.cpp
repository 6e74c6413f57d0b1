// -fsanitize=address instruments node bodies in the cpu and vector builds:
// an off-by-one write inside a node is reported at its line, as plain
// clang++ reports it in the sequential build.
// RUN: %hpvmcc -g -O1 -fsanitize=address %s -o %t && not %t 2>&1 | FileCheck %s
// RUN: %hpvmcc -g -O2 --hpvm-targets=vector -fsanitize=address %s -o %t.v && not %t.v 2>&1 | FileCheck %s
// RUN: %clangxx -g -O1 -fsanitize=address -Wno-unknown-pragmas %s -o %t.seq && not %t.seq 2>&1 | FileCheck %s
// CHECK: ERROR: AddressSanitizer: heap-buffer-overflow
// CHECK: WRITE of size 4
// CHECK: #0 {{.*}}asan-node-overflow.cpp:[[@LINE+10]]
#include <cstdio>
#include <cstdlib>
int main(int argc, char **) {
  long n = 15 + argc;
  int *a = (int *)std::malloc(n * sizeof(int));
#pragma hpvm graph out(a[0:n + 1])
  {
#pragma hpvm node parallel(1) out(a[0:n + 1])
    for (long i = 0; i <= n; ++i)
      a[i] = (int)i;
  }
  std::printf("%d\n", a[3]);
  std::free(a);
}
