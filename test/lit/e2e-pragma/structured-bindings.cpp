// Structured bindings declared before a graph are captured like variables:
// of a pair (tuple-like), of a struct and, by reference, of an array, read
// by a task node and by a loop-form node; one is a graph output (through
// the reference, the array changes as in the sequential program); bindings
// declared inside a node body stay the node's own. The sequential build
// prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK:      task: 9.5 5 arr 5 60
// CHECK-NEXT: loop: 4 6 8 10
#include <cstdio>
#include <utility>

struct Point {
  int x;
  float y;
};

int main() {
  std::pair<long, double> p{3, 2.5};
  auto [k, f] = p;
  Point pt{4, 0.5f};
  auto [x, y] = pt;
  int arr[2] = {5, 6};
  auto &[u, v] = arr;
  double r = 0;
  int w = 0;
#pragma hpvm graph out(r, w, v)
  {
#pragma hpvm node out(r, w, v)
    {
      r = k * f + x * y;
      w = u;
      v = 60;
    }
  }
  std::printf("task: %g %d arr %d %d\n", r, w, arr[0], arr[1]);

  int o[4];
#pragma hpvm graph out(o)
  {
#pragma hpvm node parallel(1) out(o)
    for (int i = 0; i < 4; ++i) {
      auto [q, s] = std::pair<int, int>{i, 2};
      o[i] = q * s + x;
    }
  }
  std::printf("loop: %d %d %d %d\n", o[0], o[1], o[2], o[3]);
}
