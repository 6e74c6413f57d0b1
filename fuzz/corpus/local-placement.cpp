#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node instances(4)
    {
#pragma hpvm local
      float tmp[4];
      tmp[hpvm::id(0)] = a[0];
      a[hpvm::id(0)] = tmp[0];
    }
#pragma hpvm node parallel(1)
    for (int t = 0; t < n; ++t) {
#pragma hpvm local
      float buf[n];
#pragma hpvm local
      int k = 0;
#pragma hpvm node instances(4)
      { a[t] += hpvm::id(0); }
    }
  }
}
