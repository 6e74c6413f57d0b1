#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm node parallel(1) in(a[0:n])
  for (int i = 0; i < n; ++i)
    a[i] = 0;
}
