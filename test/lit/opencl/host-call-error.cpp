// An opencl node may only call what an OpenCL device runs (<cmath>
// functions, which are OpenCL built-ins); the error names the call.
// RUN: not %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=opencl --emit=opencl -DMATH %s -o - | FileCheck %s --check-prefix=MATH
#include <cmath>
#include <cstdio>
void f(const float *x, float *y, long n) {
#pragma hpvm graph target(opencl) in(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
#ifdef MATH
      y[i] = std::exp(x[i]) + std::sin(x[i]);
#else
      y[i] = x[i] + std::printf("%f\n", x[i]);
#endif
  }
}
// CHECK: host-call-error.cpp:[[@LINE-4]]:{{[0-9]+}}: error: an opencl node calls 'printf', which cannot run on an OpenCL device
// MATH-DAG: = exp(v{{[0-9]+}});
// MATH-DAG: = sin(v{{[0-9]+}});
