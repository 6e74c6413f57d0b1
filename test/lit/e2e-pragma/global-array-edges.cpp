// Namespace-scope arrays named in data clauses are node parameters: the
// nodes that write and read them are ordered by edges (they used to run
// unordered, with wrong results on the cpu), and gpu nodes get the host
// array's device copy (not the device's own copy of the global).
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: sum 4032
#include <cstdio>

static long grid[64];

int main(int argc, char **) {
  long scale = argc + 1;
  for (int r = 0; r < 20; ++r) {
#pragma hpvm graph inout(grid[0:64]) in(scale)
    {
#pragma hpvm node parallel(1) out(grid[0:64])
      for (long i = 0; i < 64; ++i)
        grid[i] = i;
#pragma hpvm node parallel(1) inout(grid[0:64]) in(scale)
      for (long i = 0; i < 64; ++i)
        grid[i] *= scale;
    }
  }
  long sum = 0;
  for (long v : grid)
    sum += v;
  std::printf("sum %ld\n", sum);
}
