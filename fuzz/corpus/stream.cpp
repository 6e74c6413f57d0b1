#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph stream in(a[0:n])
  {
  }
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node name(p) parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm node name(q) parallel(1)
    for (int i = 0; i < n; ++i)
      a[i] += 1;
#pragma hpvm edge(p.a -> q.a) stream
  }
}
