#include <hpvm/hpvm.h>
void f(float *a, float *b, int n) {
#pragma hpvm data inout(a[0:n])
  {
#pragma hpvm data inout(b[0:n])
    {
    }
  }
}
