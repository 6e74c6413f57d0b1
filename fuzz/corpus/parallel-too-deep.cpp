#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(2)
    for (int i = 0; i < n; ++i) {
      a[i] = 0;
      for (int j = 0; j < n; ++j)
        a[i] += j;
    }
#pragma hpvm node parallel(1)
    {
      a[0] = 1;
    }
  }
}
