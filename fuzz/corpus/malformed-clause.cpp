#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph name() in(a[0:n])
  {
#pragma hpvm node parallel(1 in(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node in a
    { a[0] = 1; }
  }
}
