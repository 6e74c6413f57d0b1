// Graphs in functions with `auto` parameters: an abbreviated function
// template, one with a named template parameter too, a constrained and a
// variadic `auto`, a generic lambda in a function and one at namespace
// scope. The template parameters they invent get names in the generated
// code. Generic lambdas also build as C++17, without warnings. The
// sequential builds print the same.
// RUN: %clangxx -std=c++20 -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -std=c++20 -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -std=c++20 -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: %clangxx -std=c++17 -O2 -Wno-unknown-pragmas %s -o %t.seq17 && %t.seq17 > %t.seq17.out
// RUN: %hpvmcc -std=c++17 -O2 -Werror %s -o %t.17 && %t.17 > %t.17.out && diff %t.seq17.out %t.17.out
// RUN: FileCheck %s < %t.out
// CHECK:      abbreviated: 1 1.5
// CHECK-NEXT: mixed: 3
// CHECK-NEXT: constrained: 5
// CHECK-NEXT: variadic: 6
// CHECK-NEXT: lambda: 2 2.5
// CHECK-NEXT: namespace lambda: 3
#include <cstdio>
#if __cplusplus >= 202002L
#include <concepts>
#endif

auto addAtNamespace = [](auto *p, long m) {
#pragma hpvm graph inout(p[0:m])
  {
#pragma hpvm node parallel(1) inout(p[0:m])
    for (long i = 0; i < m; ++i)
      p[i] += 3;
  }
};

template <typename T> static void addInLambda(T *q, long n) {
  auto add = [](auto *p, const auto &by, long m) {
#pragma hpvm graph inout(p[0:m])
    {
#pragma hpvm node parallel(1) inout(p[0:m])
      for (long i = 0; i < m; ++i)
        p[i] += by;
    }
  };
  add(q, T(2), n);
}

#if __cplusplus >= 202002L
static void addOne(auto *p, long n) {
#pragma hpvm graph inout(p[0:n])
  {
#pragma hpvm node parallel(1) inout(p[0:n])
    for (long i = 0; i < n; ++i)
      p[i] += 1;
  }
}

template <typename T> static void addMixed(T k, auto *p, long n) {
#pragma hpvm graph inout(p[0:n])
  {
#pragma hpvm node parallel(1) inout(p[0:n])
    for (long i = 0; i < n; ++i)
      p[i] += k;
  }
}

static void addConstrained(std::integral auto k, int *p, long n) {
#pragma hpvm graph inout(p[0:n])
  {
#pragma hpvm node parallel(1) inout(p[0:n])
    for (long i = 0; i < n; ++i)
      p[i] += k;
  }
}

static void addCount(int *p, long n, auto... ks) {
  int k = sizeof...(ks);
#pragma hpvm graph inout(p[0:n])
  {
#pragma hpvm node parallel(1) inout(p[0:n])
    for (long i = 0; i < n; ++i)
      p[i] += k;
  }
}
#endif

int main() {
  int a[8] = {};
  float f[8] = {};
#if __cplusplus >= 202002L
  addOne(a, 8);
  addOne(f, 8);
  f[7] += 0.5f;
  std::printf("abbreviated: %d %g\n", a[7], f[7]);
  int b[8] = {};
  addMixed(3, b, 8);
  std::printf("mixed: %d\n", b[5]);
  int c[8] = {};
  addConstrained(5L, c, 8);
  std::printf("constrained: %d\n", c[2]);
  int d[8] = {};
  addCount(d, 8, 1, 2.0, 'x', 4, 5, 6);
  std::printf("variadic: %d\n", d[0]);
#endif
  int e[8] = {};
  double g[8] = {};
  addInLambda(e, 8);
  addInLambda(g, 8);
  std::printf("lambda: %d %g\n", e[3], g[3] + 0.5);
  int h[8] = {};
  addAtNamespace(h, 8);
  std::printf("namespace lambda: %d\n", h[1]);
}
