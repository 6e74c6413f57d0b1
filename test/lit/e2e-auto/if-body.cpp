// A time loop that is the body of an `if` without braces, whose sweep ends
// where it ends: what --hpvm-auto writes (a data region around the time
// loop, a graph around the sweep) stays one statement under the `if`, with
// the braces nested right. Checked against the sequential build.
// BUILD-FLAGS: --hpvm-auto
// RUN: %hpvmcc -O2 --hpvm-auto --hpvm-report %s -o %t 2> %t.report && %t | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: %clangxx -O2 %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: off: 0 0
// CHECK: on: 3 4
#include <cstdio>
#include <vector>

static void steps(bool on, long *__restrict__ a, long *__restrict__ b, long n,
                  long t) {
  if (on)
    for (long s = 0; s < t; ++s)
      for (long i = 1; i < n - 1; ++i)
        b[i] = a[i - 1] + a[i + 1] + s;
  a[0] = b[1];
}
// REPORT: if-body.cpp:[[@LINE-5]]:5: remark: loop not offloaded: it carries a dependence through 'b' {{.*}}; a data region with in(a[0:(n)]) inout(b[0:(n - 1)]) keeps its arrays on the device across its iterations
// REPORT: if-body.cpp:[[@LINE-5]]:7: remark: loop nest offloaded: a parallel(1) node

int main() {
  std::vector<long> a(5000, 1), b(5000, 0);
  steps(false, a.data(), b.data(), 5000, 3);
  std::printf("off: %ld %ld\n", a[0], b[7]);
  steps(true, a.data(), b.data(), 5000, 3);
  std::printf("on: %ld %ld\n", a[0], b[7]);
  return 0;
}
