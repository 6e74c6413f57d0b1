// Found by fuzz/difftest (seed 44 with +zero-trip, reduced): in a generic
// lambda (and a function template), `long i = p + (-29L)` with p an
// unsigned std::size_t of 55 starts i at 26, but the node's count compared
// the unconverted start (unsigned, 26) with the bound -5 in the unsigned
// type: no instance. A start whose type is a template's must be converted
// to the loop variable's type, like any start the variable does not hold
// unchanged (loop-init-unsigned-wrap.cpp).
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: lambda: 31 elements, sum 558
// CHECK: template: 31 elements, sum 558
#include <cstddef>
#include <cstdio>

template <typename P> static void fill(long *a, P p) {
#pragma hpvm graph out(a[0:31])
  {
#pragma hpvm node parallel(1)
    for (long i = p + (-29L); i > (-5L); i--)
      a[i + 4] = i + 7;
  }
}

static void report(const char *what, const long *a) {
  long n = 0, sum = 0;
  for (int k = 0; k < 31; ++k) {
    n += a[k] != 0;
    sum += a[k];
  }
  std::printf("%s: %ld elements, sum %ld\n", what, n, sum);
}

int main() {
  static long a[31], b[31];
  auto lambda = [](long *a, auto p) {
#pragma hpvm graph out(a[0:31])
    {
#pragma hpvm node parallel(1)
      for (long i = p + (-29L); i > (-5L); i--)
        a[i + 4] = i + 7;
    }
  };
  lambda(a, (std::size_t)55);
  report("lambda", a);
  fill(b, (std::size_t)55);
  report("template", b);
}
