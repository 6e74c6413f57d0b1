#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i != n; ++i)
      a[i] = 0;
#pragma hpvm node parallel(1)
    for (int i = 0; n > 0; ++i)
      a[i] = 0;
  }
}
