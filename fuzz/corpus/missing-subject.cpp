#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int t = 0; t < n; ++t) {
#pragma hpvm local
      a[t] = 0;
#pragma hpvm node instances(4)
      { a[t] += hpvm::id(0); }
    }
#pragma hpvm node
  }
#pragma hpvm graph inout(a[0:n])
}
