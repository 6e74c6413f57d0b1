// Items of a data region must be pointers with a section, or C arrays, each
// listed once.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-items.cpp:[[#@LINE+9]]:22: error: 'n' in '#pragma hpvm data' must be a pointer or a C array
// CHECK: {{.*}}data-items.cpp:[[#@LINE+11]]:22: error: pointer 'a' in '#pragma hpvm data' needs an array section such as 'a[0:n]'
// CHECK: {{.*}}data-items.cpp:[[#@LINE+13]]:38: error: 'a' appears more than once in '#pragma hpvm data'
// CHECK: {{.*}}data-items.cpp:[[#@LINE+12]]:22: note: first listed here
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
  float t[16];
  // No error: a C array needs no section.
#pragma hpvm data in(n) inout(t) // @E1
  {
  }
#pragma hpvm data in(a) // @E2
  {
  }
#pragma hpvm data in(a[0:n]) scratch(a[0:n]) // @E3
  {
  }
}
