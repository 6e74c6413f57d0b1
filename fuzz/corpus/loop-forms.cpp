#include <stdint.h>

void forms(int *a, unsigned n, int64_t lo, int64_t hi,
           int64_t step) {
  int q;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1)
    for (unsigned i = 2; i <= n; i++)
      a[i - 1] += 1;
#pragma hpvm node parallel(1)
    for (short j = (short)(n - 1); j >= 0; --j)
      a[j] += 1;
#pragma hpvm node parallel(1)
    for (int64_t k = lo; hi > k; k += step)
      a[k] += 1;
#pragma hpvm node parallel(1)
    for (long m = hi; m > lo; m -= 3)
      a[m - 1] += 1;
#pragma hpvm node parallel(1)
    for (int p = 1; p <= (int)n; p = p + 4)
      a[p - 1] += 1;
#pragma hpvm node parallel(1)
    for (q = 0; q < (int)n; q = 1 + q)
      a[q] += 1;
  }
}
