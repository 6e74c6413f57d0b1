#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph out(a[0:n])
  {
#pragma hpvm node
    {
      for (int i = 0; i < n; ++i)
        *a++ = 0;
    }
  }
}
