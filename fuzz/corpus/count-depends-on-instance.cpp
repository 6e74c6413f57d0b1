#include <hpvm/hpvm.h>
void f(float *a, long n) {
#pragma hpvm graph inout(a[0:n * n])
  {
#pragma hpvm node parallel(1)
    for (long t = 0; t < n; ++t) {
#pragma hpvm node parallel(1)
      for (long i = 0; i < t; ++i)
        a[t * n + i] = 0;
    }
  }
}
