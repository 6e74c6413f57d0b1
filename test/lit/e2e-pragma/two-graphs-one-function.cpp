// Two graphs in one function, the second consuming what the first produced
// on the host side in between: a blocking graph computes squares,
// the host turns them into a scalar, and a named second graph uses that
// scalar and writes a scalar graph output. Checked against a direct
// computation; the sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      two-graphs: mean square 3283.5, 4200 above it, total 14343.0, OK
#include <cstdio>
#include <vector>

static bool twoGraphs(const int *x, int *sq, int *flags, long n) {
#pragma hpvm graph name(squares) in(x[0:n]) out(sq[0:n])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
      sq[i] = x[i] * x[i];
  }
  long s = 0;
  for (long i = 0; i < n; ++i)
    s += sq[i];
  double mean = double(s) / double(n);
  double total = 0;
#pragma hpvm graph name(above) in(sq[0:n]) out(flags[0:n])
  {
#pragma hpvm node parallel(1) in(sq[0:n]) out(flags[0:n])
    for (long i = 0; i < n; ++i)
      flags[i] = sq[i] > mean;
#pragma hpvm node in(flags[0:n]) out(total)
    {
      double t = 0;
      for (long i = 0; i < n; ++i)
        t += flags[i] * 3.415;
      total = t;
    }
  }
  bool ok = true;
  long count = 0;
  double want = 0;
  for (long i = 0; i < n; ++i) {
    ok &= sq[i] == x[i] * x[i] && flags[i] == (sq[i] > mean);
    count += flags[i];
    want += flags[i] * 3.415;
  }
  ok &= total == want;
  std::printf("two-graphs: mean square %.1f, %ld above it, total %.1f, %s\n",
              mean, count, total, ok ? "OK" : "WRONG");
  return ok;
}

int main() {
  const long n = 10000;
  std::vector<int> x(n), sq(n, -1), flags(n, -1);
  for (long i = 0; i < n; ++i)
    x[i] = int(i % 100);
  return twoGraphs(x.data(), sq.data(), flags.data(), n) ? 0 : 1;
}
