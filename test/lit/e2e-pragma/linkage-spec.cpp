// Graphs in functions declared with a linkage specification: `extern "C"`
// and `extern "C++"` (a template too) without braces, one spelled through a
// macro, and a function inside `extern "C" { }`. The node functions go
// before the whole declaration. The sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: 1 2 3 4, OK
#include <cstdio>

#define EXTERN_C extern "C"

extern "C" void addOne(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += 1;
  }
}

extern "C++" template <typename T> void addTwo(T *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += 2;
  }
}

EXTERN_C void addThree(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += 3;
  }
}

extern "C" {
static int offset = 4;
void addFour(int *a, long n) {
  int k = offset;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += k;
  }
}
}

int main() {
  const long n = 100;
  int a[n] = {}, b[n] = {}, c[n] = {}, d[n] = {};
  addOne(a, n);
  addTwo(b, n);
  addThree(c, n);
  addFour(d, n);
  bool ok = true;
  for (long i = 0; i < n; ++i)
    ok &= a[i] == 1 && b[i] == 2 && c[i] == 3 && d[i] == 4;
  std::printf("%d %d %d %d, %s\n", a[0], b[n - 1], c[7], d[9],
              ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
