// A C array of known bound named alone in a data clause is its whole
// extent, the same as its full section [0:N]: the graph may name it bare
// while its nodes give different sections of it (found by fuzz/difftest,
// feature c-array), and nodes may name it bare or fully sectioned alike.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// RUN: %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// CHECK: halves: 1 2 64 126
// CHECK: whole: 3 9 640
#include <cstdio>

static void halves(int (&cw)[64]) {
#pragma hpvm graph inout(cw)
  {
#pragma hpvm node parallel(1) inout(cw[0:32])
    for (int i = 0; i < 32; ++i)
      cw[i] += 1;
#pragma hpvm node parallel(1) inout(cw[32:32])
    for (int i = 32; i < 64; ++i)
      cw[i] *= 2;
  }
}

static void whole(long (&grid)[8][8]) {
#pragma hpvm graph
  {
#pragma hpvm node parallel(2) out(grid[0:8])
    for (int i = 0; i < 8; ++i)
      for (int j = 0; j < 8; ++j)
        grid[i][j] = i + j + 1;
#pragma hpvm node parallel(1) inout(grid)
    for (int i = 0; i < 8; ++i)
      grid[i][i] *= 3;
  }
}

int main() {
  int cw[64];
  for (int i = 0; i < 64; ++i)
    cw[i] = i;
  halves(cw);
  std::printf("halves: %d %d %d %d\n", cw[0], cw[1], cw[32], cw[63]);
  long grid[8][8];
  whole(grid);
  long sum = 0;
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j)
      sum += grid[i][j];
  std::printf("whole: %ld %ld %ld\n", grid[0][0], grid[1][1], sum);
  return 0;
}
