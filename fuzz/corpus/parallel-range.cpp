#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(4)
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
}
