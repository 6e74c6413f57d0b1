// A graph may not write memory its data region lists as in(...): the result
// would never reach the host. Reading it is fine.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-writes-in.cpp:[[#@LINE+8]]:35: error: graph writes 'b', which the enclosing data region lists as in(...), so the host would never see the result
// CHECK: {{.*}}data-writes-in.cpp:[[#@LINE+5]]:33: note: list it as inout(b) on the data region, or as scratch(b) if the host does not read it after the region
// CHECK-NOT: error:
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(const float *a, float *b, int n) {
#pragma hpvm data in(a[0:n]) in(b[0:n])
  {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        b[i] = a[i];
    }
  }
}
