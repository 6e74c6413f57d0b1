// Loop-form nodes whose loop variables are declared before the graph
// (`for (i = 0; i < n; ++i)`, a canonical form): as in the sequential
// program, the host variables hold the loops' final values once the graph
// completes - also for a 2-D nest (the inner variable keeps its old value
// when the outer loop does not run), a decreasing loop with a step, and a
// nowait graph (values assigned at the wait).
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: loop-var-outside: i = 1000 after the loop, sum 499500, OK
// CHECK-NEXT: 2-D: r = 7, c = 5 (rows 7, cols 5)
// CHECK-NEXT: 2-D: r = 0, c = -3 (rows 0, cols 5)
// CHECK-NEXT: down: k = -2, nowait: m = 12
#include <cstdio>
#include <vector>

static int fill(int *out, int n) {
  int i = -7;
#pragma hpvm graph out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (i = 0; i < n; ++i)
      out[i] = i;
  }
  return i;
}

static void grid(int *out, int rows, int cols) {
  int r = -1, c = -3;
#pragma hpvm graph out(out[0:rows * cols])
  {
#pragma hpvm node parallel(2)
    for (r = 0; r < rows; ++r)
      for (c = 0; c < cols; ++c)
        out[r * cols + c] = r + c;
  }
  std::printf("2-D: r = %d, c = %d (rows %d, cols %d)\n", r, c, rows, cols);
}

static void others(long *out) {
  long k = 100, m = 100;
#pragma hpvm graph out(out[0:10])
  {
#pragma hpvm node parallel(1)
    for (k = 19; k >= 0; k -= 3)
      out[k / 3] = k;
  }
#pragma hpvm graph name(later) nowait out(out[0:10])
  {
#pragma hpvm node parallel(1)
    for (m = 2; m <= 10; m += 5)
      out[m] = m;
  }
#pragma hpvm wait(later)
  std::printf("down: k = %ld, nowait: m = %ld\n", k, m);
}

int main() {
  const int n = 1000;
  std::vector<int> out(n, -1);
  int last = fill(out.data(), n);
  long sum = 0;
  bool ok = last == n;
  for (int k = 0; k < n; ++k) {
    ok &= out[k] == k;
    sum += out[k];
  }
  std::printf("loop-var-outside: i = %d after the loop, sum %ld, %s\n", last,
              sum, ok ? "OK" : "WRONG");
  std::vector<int> g(35);
  grid(g.data(), 7, 5);
  grid(g.data(), 0, 5);
  long o[10];
  others(o);
  return ok ? 0 : 1;
}
