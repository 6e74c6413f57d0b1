// Malformed array sections.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}malformed-section.cpp:[[#@LINE+5]]:28: error: malformed array section: expected ':' (sections are written name[lower:length])
// CHECK: {{.*}}malformed-section.cpp:[[#@LINE+7]]:27: error: malformed array section: expected a length after ':'
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph in(a[0 n]) // @E1
  {
  }
#pragma hpvm graph in(a[0:]) // @E2
  {
  }
}
