#include <hpvm/hpvm.h>
void f(float *a, float *b, long n) {
#pragma hpvm graph
  {
#pragma hpvm node parallel(1) out(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node parallel(1) inout(a[0:n / 2])
    for (long i = 0; i < n / 2; ++i)
      a[i] += 1;
#pragma hpvm node parallel(1)
    for (long t = 0; t < n; ++t) {
#pragma hpvm node parallel(1) out(b[t * 8:8])
      for (long i = t * 8; i < t * 8 + 8; ++i)
        b[i] = 0;
    }
  }
}
