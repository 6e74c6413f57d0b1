// Const and non-const methods called through a captured pointer (`p->f()`)
// work in a node like `(*p).f()`: they use the object, not the pointer.
// The sequential build prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK: r: 3 6 9 12 15 18 21 24
#include <cstdio>

struct Acc {
  int k;
  int get() const { return k; }
  int scale(int v) { return v * k; }
};

int main() {
  Acc acc{3};
  Acc *p = &acc;
  int r[8];
#pragma hpvm graph in(p[0:1]) out(r)
  {
#pragma hpvm node parallel(1) in(p[0:1]) out(r)
    for (int i = 0; i < 8; ++i)
      r[i] = p->get() + p->scale(i);
  }
  std::printf("r:");
  for (int v : r)
    std::printf(" %d", v);
  std::printf("\n");
}
