#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph nowait inout(a[0:n])
  {
  }
#pragma hpvm graph name(lost) nowait inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 1;
  }
}
