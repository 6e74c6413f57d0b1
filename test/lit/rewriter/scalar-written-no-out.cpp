// A captured scalar written without out(...), with a fix-it.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// RUN: not %hpvmcc -fsyntax-only -fdiagnostics-parseable-fixits %s 2>&1 | FileCheck --check-prefix=FIXIT %s
// FIXIT: fix-it:"{{.*}}scalar-written-no-out.cpp":{[[#@LINE+9]]:29-[[#@LINE+9]]:29}:" out(sum)"
// CHECK: {{.*}}scalar-written-no-out.cpp:[[#@LINE+11]]:9: error: captured scalar 'sum' is written in the node but not listed in out(...)
// CHECK: {{.*}}scalar-written-no-out.cpp:[[#@LINE+7]]:1: note: add out(sum) to the node to make it a node output
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(const float *a, int n) {
  float sum = 0;
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node in(a[0:n]) // @N
    {
      for (int i = 0; i < n; ++i)
        sum += a[i]; // @E
    }
  }
}
