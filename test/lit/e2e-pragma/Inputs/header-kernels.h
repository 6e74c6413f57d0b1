// A header-only library of pragma kernels (e2e-pragma/header-library.cpp,
// driver/pragmas-in-headers.test): a function template, an inline function
// and a member function, each with a graph.
#ifndef HEADER_KERNELS_H
#define HEADER_KERNELS_H

#include <hpvm/hpvm.h>

template <typename T> void scale(T *a, int n, T f) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] *= f;
  }
}

inline void addThenSquare(const float *a, const float *b, float *c, int n) {
#pragma hpvm graph in(a[0:n], b[0:n]) out(c[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n], b[0:n]) out(c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = a[i] + b[i];
#pragma hpvm node parallel(1) inout(c[0:n])
    for (int i = 0; i < n; ++i)
      c[i] = c[i] * c[i];
  }
}

struct Saxpy {
  float Alpha;
  void run(const float *x, float *y, int n) const {
    float alpha = Alpha;
#pragma hpvm graph in(x[0:n]) inout(y[0:n])
    {
#pragma hpvm node parallel(1) in(x[0:n]) inout(y[0:n])
      for (int i = 0; i < n; ++i)
        y[i] = alpha * x[i] + y[i];
    }
  }
};

#endif
