#include <hpvm/hpvm.h>
void f(float *a, int n, int steps) {
#pragma hpvm data inout(a[0:n])
  for (int t = 0; t < steps; ++t) {
#pragma hpvm graph inout(a[0:n])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        a[i] += 1;
    }
    if (t == 100)
      break; // fine: the loop is inside the region
    if (t == 200)
      return;
  }
  for (int r = 0; r < 2; ++r) {
#pragma hpvm data inout(a[0:n])
    {
#pragma hpvm graph inout(a[0:n])
      {
#pragma hpvm node parallel(1)
        for (int i = 0; i < n; ++i)
          a[i] += 1;
      }
      break;
    }
  }
}
