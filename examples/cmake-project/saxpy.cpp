// saxpy.cpp - the library's dataflow graph, compiled by hpvmcc.
#include "saxpy.h"

void saxpy(float a, const float *x, float *y, long n) {
#pragma hpvm graph in(a, x[0:n]) inout(y[0:n])
  {
#pragma hpvm node parallel(1) in(a, x[0:n]) inout(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = a * x[i] + y[i];
  }
}
