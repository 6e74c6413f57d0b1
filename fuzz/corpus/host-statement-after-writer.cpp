#include <hpvm/hpvm.h>
int f(float *a, int n) {
  int count = 0;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node out(count)
    { count = n; }
    int twice = count * 2;
    (void)twice;
  }
  return count;
}
