#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph name(blocking) inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 0;
  }
#pragma hpvm graph name(g) nowait inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 1;
  }
#pragma hpvm wait(unknown)
#pragma hpvm wait(blocking)
#pragma hpvm wait(g)
#pragma hpvm wait(g)
}
