// A gpu node may only call what can run on the GPU; the error names the call.
// RUN: not %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s
#include <cstdio>
void f(const float *x, float *y, long n) {
#pragma hpvm graph target(gpu) in(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = x[i] + std::printf("%f\n", x[i]);
  }
}
// CHECK: host-call-error.cpp:[[@LINE-3]]:{{[0-9]+}}: error: a gpu node calls 'printf', which cannot run on the GPU
