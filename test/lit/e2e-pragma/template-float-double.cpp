// A graph in a function template (axpy followed by a 2-D outer-product
// update), instantiated for float and for double; the node functions become
// templates too. Each instantiation is checked against a direct computation
// in its own type, and the sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      float: n = 513, sum(y) = 196981.50, sum(m) = -4136611.50, OK
// CHECK-NEXT: double: n = 513, sum(y) = 196981.50, sum(m) = -4136611.50, OK
#include <cstdio>
#include <vector>

template <typename Real>
void update(Real alpha, const Real *x, Real *y, Real *m, int n) {
#pragma hpvm graph in(x[0:n]) inout(y[0:n]) out(m[0:n*n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) inout(y[0:n])
    for (int i = 0; i < n; ++i)
      y[i] = alpha * x[i] + y[i];
#pragma hpvm node parallel(2) in(x[0:n], y[0:n]) out(m[0:n*n])
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        m[i * n + j] = x[i] * y[j];
  }
}

template <typename Real> static bool run(const char *name) {
  const int n = 513;
  const Real alpha = Real(0.5);
  std::vector<Real> x(n), y(n), y0(n), m(n * n);
  for (int i = 0; i < n; ++i) {
    x[i] = Real(i % 17) - 8;
    y[i] = y0[i] = Real(i) * Real(1.5);
  }
  update(alpha, x.data(), y.data(), m.data(), n);
  bool ok = true;
  double sy = 0, sm = 0;
  for (int i = 0; i < n; ++i) {
    ok &= y[i] == alpha * x[i] + y0[i];
    sy += y[i];
  }
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      ok &= m[i * n + j] == x[i] * y[j];
      sm += m[i * n + j];
    }
  std::printf("%s: n = %d, sum(y) = %.2f, sum(m) = %.2f, %s\n", name, n, sy, sm,
              ok ? "OK" : "WRONG");
  return ok;
}

int main() {
  bool ok = run<float>("float");
  ok &= run<double>("double");
  return ok ? 0 : 1;
}
