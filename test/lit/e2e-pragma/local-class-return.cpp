// A node body may declare a local class whose member functions return, and
// call lambdas that return: those returns leave the member function or the
// lambda, not the node body. The sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: sum = 4040, OK
#include <cstdio>

static void scale(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i) {
      struct Twice {
        static int of(int x) {
          if (x < 0)
            return 0;
          return 2 * x;
        }
      };
      auto plusOne = [](int x) { return x + 1; };
      a[i] = plusOne(Twice::of(a[i]));
    }
  }
}

int main() {
  const long n = 40;
  int a[n];
  for (long i = 0; i < n; ++i)
    a[i] = i % 2 ? static_cast<int>(i) * 5 : -1;
  scale(a, n);
  long sum = 0;
  bool ok = true;
  for (long i = 0; i < n; ++i) {
    ok &= a[i] == (i % 2 ? 10 * i + 1 : 1);
    sum += a[i];
  }
  std::printf("sum = %ld, %s\n", sum, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
