// A pragma source whose preamble (the #include and #define lines before
// its first declaration) is shared by the rewriter's parse and the compile.
#include "first.h"
#include "second.h"
#include <cstdio>
#define OFFSET 1

int offset = OFFSET;
#include "later.h"

void scale(float *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      a[i] = a[i] * SCALE + offset;
  }
}

int main() {
  float a[4] = {1, 2, 3, 4};
  scale(a, 4);
  int unusedInMain;
  std::printf("%g %g %g %g %d\n", a[0], a[1], a[2], a[3],
              firstValue() + later());
}
