#include <hpvm/hpvm.h>
void f(float *a, float *b, int n) {
#pragma hpvm graph inout(a[0:n], b[0:n])
  {
#pragma hpvm node name(p) parallel(1) out(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = 0;
#pragma hpvm edge(p.a -> q.a)
#pragma hpvm node name(q) parallel(1) in(a[0:n]) out(b[0:n])
    for (int i = 0; i < n; ++i)
      b[i] = a[i];
#pragma hpvm edge(x.a -> q.a)
  }
}
