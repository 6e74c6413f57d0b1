// Includes a header with pragmas in its preamble (driver/shared-preamble.test).
#include "pragma-header.h"
#include <cstdio>

int main() {
  float a[2] = {1, 2};
  twice(a, 2);
  std::printf("%g %g\n", a[0], a[1]);
}
