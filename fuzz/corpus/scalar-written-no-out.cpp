#include <hpvm/hpvm.h>
void f(const float *a, int n) {
  float sum = 0;
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node in(a[0:n])
    {
      for (int i = 0; i < n; ++i)
        sum += a[i];
    }
  }
}
