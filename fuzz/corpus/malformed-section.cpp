#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph in(a[0 n])
  {
  }
#pragma hpvm graph in(a[0:])
  {
  }
}
