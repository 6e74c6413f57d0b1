// Every listed version must build: a node built for cpu and gpu that calls
// what the GPU cannot run is an error at the call, not a cpu-only node.
// RUN: not %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s
#include <cstdio>
void f(const float *x, float *y, long n) {
#pragma hpvm graph target(cpu, gpu) in(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = x[i] + std::printf("%f\n", x[i]);
  }
}
// CHECK: host-call-error-two-targets.cpp:[[@LINE-3]]:{{[0-9]+}}: error: a gpu node calls 'printf', which cannot run on the GPU
