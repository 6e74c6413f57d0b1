// Pragma kernels in a header (a template, an inline function, a member
// function) compile as in the main file, and match the sequential build.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas -I %hpvmbuild/include %s -o %t.seq && %t.seq | FileCheck %s
// CHECK: scale: 2 6 14 30
// CHECK-NEXT: addThenSquare: 4 16 36 64
// CHECK-NEXT: saxpy: 1.5 4 6.5 9
#include "Inputs/header-kernels.h"

#include <cstdio>

int main() {
  int v[4] = {1, 3, 7, 15};
  scale(v, 4, 2);
  std::printf("scale: %d %d %d %d\n", v[0], v[1], v[2], v[3]);
  float a[4] = {1, 2, 3, 4}, b[4] = {1, 2, 3, 4}, c[4];
  addThenSquare(a, b, c, 4);
  std::printf("addThenSquare: %g %g %g %g\n", c[0], c[1], c[2], c[3]);
  float y[4] = {1, 3, 5, 7};
  Saxpy{0.5f}.run(a, y, 4);
  std::printf("saxpy: %g %g %g %g\n", y[0], y[1], y[2], y[3]);
}
