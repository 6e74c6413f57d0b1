// Function pointers and references to functions are captured by value like
// scalars (no extent is needed), and a function pointer can be a node
// output that a later sibling calls and that the host gets back. The
// sequential build prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK:      r: 0 -1 0 3 8 15 24 35
// CHECK-NEXT: s: 0 -1 -2 -3 -4 -5 -6 -7
// CHECK-NEXT: chosen: neg
// GPU-TESTS: skip a gpu node cannot call through a function pointer (test/lit/gpu/function-pointer-error.cpp)
// OPENCL-TESTS: skip an opencl node cannot call through a function pointer either
#include <cstdio>

static int square(int v) { return v * v; }
static int neg(int v) { return -v; }

int main(int argc, char **) {
  int (*f)(int) = argc > 5 ? neg : square;
  int (&g)(int) = neg;
  int (*chosen)(int) = nullptr;
  int r[8], s[8];
#pragma hpvm graph out(r, s, chosen)
  {
#pragma hpvm node parallel(1) out(r)
    for (int i = 0; i < 8; ++i)
      r[i] = f(i) + g(i) * 2;
#pragma hpvm node out(chosen)
    { chosen = r[1] < 0 ? g : f; }
#pragma hpvm node parallel(1) out(s)
    for (int i = 0; i < 8; ++i)
      s[i] = chosen(i);
  }
  std::printf("r:");
  for (int v : r)
    std::printf(" %d", v);
  std::printf("\ns:");
  for (int v : s)
    std::printf(" %d", v);
  std::printf("\nchosen: %s\n", chosen == neg ? "neg" : "square");
}
