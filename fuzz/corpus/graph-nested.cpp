#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm graph inout(a[0:n])
    {
    }
#pragma hpvm node
    {
#pragma hpvm graph inout(a[0:n])
      {
      }
    }
  }
}
