// Graphs of one name are variants only if each has variant(...).
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}variant-name-clash.cpp:[[#@LINE+7]]:25: error: a graph named 'g' already exists in this function
// CHECK: {{.*}}variant-name-clash.cpp:[[#@LINE+4]]:25: note: previous definition is here
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph name(g) variant(one) out(a[0:n])
  { a[0] = 0; }
#pragma hpvm graph name(g) out(a[0:n])
  { a[0] = 1; }
}
