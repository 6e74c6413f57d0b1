// Three sibling nodes whose edges are inferred from their data clauses:
// `scale` and `square` both read x and may run concurrently; `combine` reads
// what both wrote (read after write) and then overwrites x, which both read
// (write after read), so it must wait for them. The program checks the
// results against a direct computation; the sequential build must print the
// same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      siblings: n = 100003, sum(out) = 320003282, sum(x) = 2475283
// CHECK-NEXT: siblings: OK
#include <cstdio>
#include <vector>

static void siblings(long *x, long *scaled, long *squared, long *out, long n,
                     long k) {
#pragma hpvm graph inout(x[0:n]) out(scaled[0:n], squared[0:n], out[0:n])
  {
#pragma hpvm node name(scale) parallel(1) in(x[0:n]) out(scaled[0:n])
    for (long i = 0; i < n; ++i)
      scaled[i] = k * x[i];
#pragma hpvm node name(square) parallel(1) in(x[0:n]) out(squared[0:n])
    for (long i = 0; i < n; ++i)
      squared[i] = x[i] * x[i];
#pragma hpvm node name(combine) parallel(1) in(scaled[0:n], squared[0:n]) inout(x[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      out[i] = squared[i] - scaled[i];
      x[i] = x[i] / 2;
    }
  }
}

int main() {
  const long n = 100003, k = 3;
  std::vector<long> x(n), x0(n), scaled(n), squared(n), out(n);
  for (long i = 0; i < n; ++i)
    x[i] = x0[i] = (i * 7919) % 101;
  siblings(x.data(), scaled.data(), squared.data(), out.data(), n, k);
  bool ok = true;
  long sumOut = 0, sumX = 0;
  for (long i = 0; i < n; ++i) {
    ok &= scaled[i] == k * x0[i] && squared[i] == x0[i] * x0[i] &&
          out[i] == x0[i] * x0[i] - k * x0[i] && x[i] == x0[i] / 2;
    sumOut += out[i];
    sumX += x[i];
  }
  std::printf("siblings: n = %ld, sum(out) = %ld, sum(x) = %ld\n", n, sumOut,
              sumX);
  std::printf("siblings: %s\n", ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
