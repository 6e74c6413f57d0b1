// reduction(op: var) on nodes of every shape: a 2-D loop nest with a step
// and a continue, a block-form node with instances(...), a node with no
// instance (the variable keeps its value), a nowait graph (combined at the
// wait), a global variable, a reduction next to an ordinary node of the same
// graph, and a graph launched again and again from a host loop. (A
// block-form node has no sequential meaning: its line is left out of the
// comparison with the sequential build.)
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas -I%S/../../../include %s -o %t.seq && %t.seq | grep -v '^instances:' > %t.seq.out && %t | grep -v '^instances:' > %t.out && diff %t.seq.out %t.out
// CHECK:      2-D: 57398 largest 5733
// CHECK-NEXT: instances: 4082 smallest 0
// CHECK-NEXT: empty: 7 41
// CHECK-NEXT: nowait: 992
// CHECK-NEXT: global: 4950, b[99] = 198
// CHECK-NEXT: steps: 1000
#include <hpvm/hpvm.h>
#include <cstdio>

long total = 0;

static void twoD(const int *m, long rows, long cols, long &sum, int &top) {
#pragma hpvm graph in(m[0:rows * cols])
  {
#pragma hpvm node parallel(2) in(m[0:rows * cols]) reduction(+: sum) reduction(max: top)
    for (long i = 0; i < rows; i += 2)
      for (long j = cols - 1; j >= 0; --j) {
        if (j == 3)
          continue;
        sum += m[i * cols + j];
        if (m[i * cols + j] > top)
          top = m[i * cols + j];
      }
  }
}

static void blockForm(const int *a, float &s, int &low) {
#pragma hpvm graph in(a[0:64])
  {
#pragma hpvm node instances(4, 16) in(a[0:64]) reduction(+: s) reduction(min: low)
    {
      long k = hpvm::id(0) * 16 + hpvm::id(1);
      s += (float)a[k] * 2;
      low = a[k] < low ? a[k] : low;
    }
  }
}

static void empty(const int *a, long n, int &s, int &mx) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: s) reduction(max: mx)
    for (long i = 0; i < n; ++i) {
      s += a[i];
      mx = a[i] > mx ? a[i] : mx;
    }
  }
}

static long nowait(const int *a, long n) {
  long s = 0;
#pragma hpvm graph name(g) nowait in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: s)
    for (long i = 0; i < n; ++i)
      s += a[i];
  }
  long more = 0;
  for (long i = 0; i < n; ++i)
    more += i;
#pragma hpvm wait(g)
  return s + more;
}

static void global(const int *a, int *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) reduction(+: total)
    for (long i = 0; i < n; ++i)
      total += a[i];
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = 2 * a[i];
  }
}

static long steps(long n) {
  long count = 0;
  for (int step = 0; step < 100; ++step) {
#pragma hpvm graph
    {
#pragma hpvm node parallel(1) reduction(+: count)
      for (long i = 0; i < n; ++i)
        count += 1;
    }
  }
  return count;
}

int main() {
  static int m[58 * 100], a[100], b[100];
  for (long i = 0; i < 58 * 100; ++i)
    m[i] = (int)(i % 37) + (i == 5657 ? 5700 : 0);
  for (long i = 0; i < 100; ++i)
    a[i] = (int)i;
  long sum = 0;
  int top = -1;
  twoD(m, 58, 100, sum, top);
  std::printf("2-D: %ld largest %d\n", sum, top);
  float s = 50;
  int low = 1000;
  blockForm(a, s, low);
  std::printf("instances: %g smallest %d\n", s, low);
  int es = 7, emx = 41;
  empty(a, 0, es, emx);
  std::printf("empty: %d %d\n", es, emx);
  std::printf("nowait: %ld\n", nowait(a, 32));
  global(a, b, 100);
  std::printf("global: %ld, b[99] = %d\n", total, b[99]);
  std::printf("steps: %ld\n", steps(10));
}
