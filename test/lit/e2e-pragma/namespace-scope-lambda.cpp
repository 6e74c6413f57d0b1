// Graphs in lambdas defined outside any function: a variable at namespace
// scope, an inline variable in a namespace and a lambda nested in one of
// them. The node functions go before the variable's declaration. The
// sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: 1 2 3, OK
#include <cstdio>

static int base = 1;

auto addOne = [](int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += 1;
  }
};

namespace ops {
inline auto addTwo = [](int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] += 2;
  }
};

const auto addThree = [](int *a, long n) {
  auto inner = [](int *b, long m, int k) {
#pragma hpvm graph inout(b[0:m])
    {
#pragma hpvm node parallel(1) inout(b[0:m])
      for (long i = 0; i < m; ++i)
        b[i] += k;
    }
  };
  inner(a, n, 2 + base);
};
} // namespace ops

int main() {
  const long n = 64;
  int a[n] = {}, b[n] = {}, c[n] = {};
  addOne(a, n);
  ops::addTwo(b, n);
  ops::addThree(c, n);
  bool ok = true;
  for (long i = 0; i < n; ++i)
    ok &= a[i] == 1 && b[i] == 2 && c[i] == 3;
  std::printf("%d %d %d, %s\n", a[5], b[n - 1], c[0], ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
