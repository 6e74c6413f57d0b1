#include <hpvm/hpvm.h>
int f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node
    {
      if (n == 0)
        return 1;
      for (int i = 0; i < n; ++i)
        if (a[i] < 0)
          break;
    }
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i) {
      if (a[i] > 0)
        break;
      switch (i) {
      case 0:
        break;
      }
    }
#pragma hpvm node
    {
      goto out;
    }
  }
out:
  return 0;
}
