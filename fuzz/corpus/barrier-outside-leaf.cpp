#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm barrier
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm barrier
#pragma hpvm node instances(n)
    { a[hpvm::id(0)] = 0; }
  }
}
