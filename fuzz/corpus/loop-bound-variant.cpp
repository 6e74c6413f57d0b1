#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n * n])
  {
#pragma hpvm node parallel(2)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < i; ++j)
        a[i * n + j] = 0;
  }
  int m = n;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < m; ++i) {
      a[i] = 0;
      m = 0;
    }
  }
}
