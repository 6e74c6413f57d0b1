#include <hpvm/hpvm.h>
float f(float *a, float *b, int n, int steps) {
  float s = 0;
#pragma hpvm data inout(a[0:n])
  for (int t = 0; t < steps; ++t) {
#pragma hpvm graph inout(a[0:n]) in(b[0:n])
    {
      int m = n - 1;
#pragma hpvm node parallel(1)
      for (int i = 0; i < m; ++i)
        a[i] += b[i];
    }
    s += b[0];
    a[0] = 1;
    float *q = a;
    (void)q;
  }
  return s + a[0];
}
