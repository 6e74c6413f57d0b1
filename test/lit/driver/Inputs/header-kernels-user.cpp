// The second source of driver/pragmas-in-headers.test: it uses the same
// header kernels as the first.
#include "header-kernels.h"

float secondSource() {
  float a[3] = {1, 2, 3}, b[3] = {3, 2, 1}, c[3];
  addThenSquare(a, b, c, 3);
  scale(c, 3, 0.5f);
  Saxpy{2}.run(a, c, 3);
  return c[0] + c[1] + c[2];
}
