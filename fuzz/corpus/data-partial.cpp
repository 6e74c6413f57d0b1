#include <hpvm/hpvm.h>
void f(float *a, int n) {
  float t[64];
#pragma hpvm data inout(a[0:n], t[0:16])
  {
#pragma hpvm graph inout(a[0:n + 1])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        a[i] = 0;
    }
    // No error: 8 <= 16.
#pragma hpvm graph inout(t[0:8])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < 8; ++i)
        t[i] = 0;
    }
#pragma hpvm graph inout(t[8:24])
    {
#pragma hpvm node parallel(1)
      for (int i = 8; i < 32; ++i)
        t[i] = 0;
    }
  }
#pragma hpvm data inout(a[0:n + n])
  {
#pragma hpvm graph inout(a[:2 * n])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        a[i] = 0;
    }
  }
}
