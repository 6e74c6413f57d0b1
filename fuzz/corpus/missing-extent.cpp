#include <hpvm/hpvm.h>
void f(float *a, const float *b, int n) {
  float table[8] = {0};
#pragma hpvm graph out(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = b[i] + table[i % 8];
  }
}
