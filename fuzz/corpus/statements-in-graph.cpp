#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node parallel(1)
    for (int t = 0; t < n; ++t) {
      a[t] = 0;
#pragma hpvm node instances(4)
      { a[t] += hpvm::id(0); }
    }
  }
}
