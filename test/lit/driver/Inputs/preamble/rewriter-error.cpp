// A header warning, then an error that the rewriter's parse finds.
#include "first.h"

void f(float *a) {
#pragma hpvm graph
  {
#pragma hpvm node
    a[0] = undeclared;
  }
}
