#include <hpvm/hpvm.h>
void f(float *a, int n) {
  float t[16];
  // No error: a C array needs no section.
#pragma hpvm data in(n) inout(t)
  {
  }
#pragma hpvm data in(a)
  {
  }
#pragma hpvm data in(a[0:n]) scratch(a[0:n])
  {
  }
}
