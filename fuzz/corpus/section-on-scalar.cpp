#include <hpvm/hpvm.h>
void f(float *a, int n) {
  struct Pair { int x; } s = {1};
#pragma hpvm graph in(a[0:n]) out(n[0:1])
  {
  }
#pragma hpvm graph in(a[0:n]) out(s)
  {
  }
#pragma hpvm graph in(a[0:n], f)
  {
  }
}
