// Graphs written through macros: a function-like macro holding the graph's
// pragma and block with the nodes in its argument, braces from object-like
// macros, and user macros named like attributes (packed, always_inline)
// that the generated code must not use. Each graph replaces its whole
// macro invocation, so every loop runs once. The sequential build prints
// the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: 1 2 3, OK
#include <cstdio>

#define GRAPH(...) _Pragma("hpvm graph inout(a[0:n])") { __VA_ARGS__ }
#define NODE _Pragma("hpvm node parallel(1) inout(a[0:n])")
#define BEGIN {
#define END }
#define packed unused_name
#define always_inline unused_name

static void addOne(int *a, long n) {
  GRAPH(NODE for (long i = 0; i < n; ++i) a[i] += 1;)
}

static void addTwo(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  BEGIN
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += 2;
  END
}

static void addThree(int *a, long n) {
  GRAPH(
    int k = 3;
    NODE for (long i = 0; i < n; ++i) a[i] += k;
  )
}

int main() {
  const long n = 50;
  int a[n] = {}, b[n] = {}, c[n] = {};
  addOne(a, n);
  addTwo(b, n);
  addThree(c, n);
  bool ok = true;
  for (long i = 0; i < n; ++i)
    ok &= a[i] == 1 && b[i] == 2 && c[i] == 3;
  std::printf("%d %d %d, %s\n", a[0], b[n - 1], c[9], ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
