// An unscoped enum as a node output travels promoted to int, like small
// integers: a later sibling and the host (a graph output) get it back as the
// enum. The sequential build prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK: color 2, scoped 1, k 7
#include <cstdio>

enum Color { Red, Green, Blue };
enum class Shade : char { Light, Dark };

int main() {
  Color col = Red, from = Green;
  Shade shade = Shade::Light;
  int k = 0;
#pragma hpvm graph out(col, shade, k)
  {
#pragma hpvm node out(col, shade)
    {
      col = from == Green ? Blue : Red;
      shade = Shade::Dark;
    }
#pragma hpvm node out(k)
    { k = col == Blue && shade == Shade::Dark ? 7 : -1; }
  }
  std::printf("color %d, scoped %d, k %d\n", int(col), int(shade), k);
}
