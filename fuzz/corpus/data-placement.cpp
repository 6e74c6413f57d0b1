#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm data inout(a[0:n])
    {
    }
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
#pragma hpvm data inout(a[0:n])
      a[i] = 0;
    }
  }
#pragma hpvm data inout(a[0:n])
  int x = 0;
#pragma hpvm data inout(a[0:n])
#pragma hpvm graph inout(a[0:n])
  {
  }
  (void)x;
#pragma hpvm data inout(a[0:n])
}
