// `#pragma hpvm local` on an array of a trivial struct: its (trivial)
// default construction is no initializer, so it is accepted and each tile
// gets its scratch array. The sequential build prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK: sum 2080.0
#include <cstdio>

struct Point {
  float x, y;
};

int main() {
  float out[64];
#pragma hpvm graph out(out)
  {
#pragma hpvm node parallel(1) out(out)
    for (long t = 0; t < 4; ++t) {
#pragma hpvm local
      Point tile[16];
#pragma hpvm node parallel(1)
      for (long i = 0; i < 16; ++i) {
        tile[i].x = float(t * 16 + i);
        tile[i].y = 1;
        out[t * 16 + i] = tile[i].x + tile[i].y;
      }
    }
  }
  float s = 0;
  for (float v : out)
    s += v;
  std::printf("sum %.1f\n", s);
}
