// Sections of 0 elements next to non-empty ones: the node runs its 8
// instances with an empty bias array, once as an empty std::vector (a null
// pointer) and once as a pointer to memory it must not touch, then with 3
// elements. The runtime tracks the empty sections without a word, copies
// nothing for them, and a gpu node gets a null pointer for them (the GPU
// run of this program, scripts/gpu-tests.sh, compares with this output).
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t 2>&1 | FileCheck %s --implicit-check-not=hpvm-rt
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      null, m=0: sum 28
// CHECK-NEXT: non-null, m=0: sum 28
// CHECK-NEXT: m=3: sum 76
#include <cstdio>
#include <vector>

// y[i] = x[i] + the sum of the m bias terms.
static void addBias(const int *x, const int *bias, int *y, int n, int m) {
#pragma hpvm graph in(x[0:n], bias[0:m]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n], bias[0:m]) out(y[0:n])
    for (int i = 0; i < n; ++i) {
      int b = 0;
      for (int j = 0; j < m; ++j)
        b += bias[j];
      y[i] = x[i] + b;
    }
  }
}

static void run(const char *what, const std::vector<int> &bias, int m) {
  constexpr int n = 8;
  std::vector<int> x(n), y(n, -1);
  for (int i = 0; i < n; ++i)
    x[i] = i;
  addBias(x.data(), bias.data(), y.data(), n, m);
  long sum = 0;
  for (int v : y)
    sum += v;
  std::printf("%s: sum %ld\n", what, sum);
}

int main() {
  run("null, m=0", std::vector<int>(), 0);
  run("non-null, m=0", std::vector<int>{100, 200, 300}, 0);
  run("m=3", std::vector<int>{1, 2, 3}, 3);
  return 0;
}
