// <cmath> calls in gpu nodes come from libdevice.
// REQUIRES: ptxas
// RUN: %hpvmcc -O2 --emit=ptx %s -o %t.ptx
// RUN: FileCheck %s < %t.ptx
// RUN: ptxas -arch=sm_75 %t.ptx -o %t.cubin
#include <cmath>
void f(const float *x, float *y, long n) {
#pragma hpvm graph target(gpu) in(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = expf(x[i]) + sqrtf(x[i]) + std::sin(x[i]);
  }
}
// CHECK: .entry
// CHECK-NOT: .extern .func
// CHECK-DAG: ex2.approx
// CHECK-DAG: sqrt.rn.f32
