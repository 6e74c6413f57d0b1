// A throw in a gpu node is an error at the throw, naming what it throws: an
// exception cannot leave a GPU thread.
// RUN: not %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s
#include <stdexcept>
void f(const float *x, float *y, long n) {
#pragma hpvm graph target(gpu) in(x[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(x[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      if (x[i] < 0)
        throw std::domain_error("negative input");
      y[i] = x[i] * 2;
    }
  }
}
// CHECK: throw-error.cpp:[[@LINE-5]]:{{[0-9]+}}: error: a gpu node throws 'std::domain_error', which cannot happen on the GPU (exceptions cannot leave or be thrown in a gpu node)
