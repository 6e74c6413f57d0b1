// An internal node cannot compute counts from its own instance.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}count-depends-on-instance.cpp:[[#@LINE+10]]:28: error: the instance count of this node depends on 't', the loop variable of an enclosing node
// CHECK: {{.*}}count-depends-on-instance.cpp:[[#@LINE+9]]:28: note: write the bound as the start plus an extent ('i < start + n') so that the count does not depend on it
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, long n) {
#pragma hpvm graph inout(a[0:n * n])
  {
#pragma hpvm node parallel(1)
    for (long t = 0; t < n; ++t) {
#pragma hpvm node parallel(1)
      for (long i = 0; i < t; ++i) // @E
        a[t * n + i] = 0;
    }
  }
}
