// <cmath> in vector leaves runs glibc's libmvec (linked by the driver): the
// results agree with the scalar functions' within libmvec's accuracy (4 ulp
// at most), checked element by element against the sequential program's.
// REQUIRES: avx2
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --hpvm-report %s -o %t.avx2 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %t.avx2 | FileCheck %s
// RUN: %if avx512 %{ %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector %s -o %t.avx512 && %t.avx512 | FileCheck %s %}
// RUN: %hpvmcc -O2 -march=x86-64-v3 %s -o %t.cpu && %t.cpu | FileCheck %s
// REPORT: vectorised: 8 lanes, 256-bit vectors
// REPORT: vectorised: 4 lanes, 256-bit vectors
// CHECK: float: 4099 values within 4 ulp
// CHECK: double: 4099 values within 4 ulp
#include <cmath>
#include <cstdio>
#include <vector>

static void floats(const float *x, float *y, long n) {
#pragma hpvm graph in(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = std::sin(x[i]) + std::exp(x[i] * 0.1f) +
             std::sqrt(std::fabs(x[i])) + std::pow(x[i], 1.5f) +
             std::log(x[i] + 1.0f) + std::floor(x[i] * 3.7f);
  }
}

static void doubles(const double *x, double *y, long n) {
#pragma hpvm graph in(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = std::cos(x[i]) * std::exp(-x[i]) + std::tan(x[i] * 0.3) +
             std::log(x[i] + 2.0);
  }
}

template <typename T> static long within(const std::vector<T> &got,
                                         const std::vector<T> &want) {
  long ok = 0;
  for (size_t i = 0; i < got.size(); ++i) {
    T tolerance = 8 * std::numeric_limits<T>::epsilon() *
                  std::max<T>(std::fabs(want[i]), 1);
    ok += std::fabs(got[i] - want[i]) <= tolerance;
  }
  return ok;
}

int main() {
  const long n = 4099;
  std::vector<float> xf(n), yf(n), rf(n);
  std::vector<double> xd(n), yd(n), rd(n);
  for (long i = 0; i < n; ++i) {
    xf[i] = (float)i / 97.0f;
    xd[i] = (double)i / 311.0;
    rf[i] = std::sin(xf[i]) + std::exp(xf[i] * 0.1f) +
            std::sqrt(std::fabs(xf[i])) + std::pow(xf[i], 1.5f) +
            std::log(xf[i] + 1.0f) + std::floor(xf[i] * 3.7f);
    rd[i] = std::cos(xd[i]) * std::exp(-xd[i]) + std::tan(xd[i] * 0.3) +
            std::log(xd[i] + 2.0);
  }
  floats(xf.data(), yf.data(), n);
  doubles(xd.data(), yd.data(), n);
  std::printf("float: %ld values within 4 ulp\n", within(yf, rf));
  std::printf("double: %ld values within 4 ulp\n", within(yd, rd));
  return 0;
}
