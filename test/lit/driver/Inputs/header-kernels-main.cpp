// The first source of driver/pragmas-in-headers.test.
#include "header-kernels.h"

#include <cstdio>

float secondSource();

int main() {
  double d[2] = {1.5, 2.5};
  scale(d, 2, 4.0);
  float a[2] = {1, 2}, b[2] = {2, 3}, c[2];
  addThenSquare(a, b, c, 2);
  std::printf("first: %g %g %g %g, second: %g\n", d[0], d[1], c[0], c[1],
              secondSource());
}
