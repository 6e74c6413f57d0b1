// A kernel written once as a function template in a header
// (include/blend.h) and used for two element types: hpvmcc makes node
// functions for each instantiation, float and double here. Checked against a
// plain loop in each type.
//
//   hpvmcc -O2 examples/template_kernel.cpp -o blend && ./blend
// POLICY-TESTS: skip e2e-pragma/template-float-double.cpp tests the same
#include "include/blend.h"

#include <cmath>
#include <cstdio>
#include <vector>

template <typename T> bool check(const char *type, long n) {
  std::vector<T> a(n), b(n), out(n);
  for (long i = 0; i < n; ++i) {
    a[i] = T(i % 100);
    b[i] = T(100 - i % 100);
  }
  const T w = T(0.25);
  blend(a.data(), b.data(), out.data(), n, w);
  T worst = 0, sum = 0;
  for (long i = 0; i < n; ++i) {
    worst = std::fmax(worst, std::fabs(out[i] - ((1 - w) * a[i] + w * b[i])));
    sum += out[i];
  }
  bool ok = worst < T(1e-4);
  std::printf("template_kernel: blend<%s> of %ld elements, sum %.1f: %s\n",
              type, n, double(sum), ok ? "OK" : "WRONG");
  return ok;
}

int main() {
  bool ok = check<float>("float", 10000);
  ok &= check<double>("double", 10000);
  return ok ? 0 : 1;
}
