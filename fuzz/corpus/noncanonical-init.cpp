#include <hpvm/hpvm.h>
void f(float *a, int n) {
  int i = 0;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (; i < n; ++i)
      a[i] = 0;
#pragma hpvm node parallel(1)
    for (float x = 0; x < n; ++x)
      a[(int)x] = 0;
  }
}
