// Standard containers cannot be captured yet.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}unsupported-capture.cpp:[[#@LINE+11]]:15: error: 'v' of type 'std::vector<float>' cannot be used in a node yet; pass 'v.data()' through a pointer with an array section
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
#include <vector>
void f(std::vector<float> &v) {
  float *p = v.data();
  long n = (long)v.size();
#pragma hpvm graph inout(p[0:n])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
      p[i] += v[0]; // @E
  }
}
