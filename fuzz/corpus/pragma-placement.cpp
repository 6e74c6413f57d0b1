#include <hpvm/hpvm.h>
#pragma hpvm barrier
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
    if (n > 0)
#pragma hpvm node
    { a[0] = 1; }
  }
}
