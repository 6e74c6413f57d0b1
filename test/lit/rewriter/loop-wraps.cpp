// A loop whose variable would leave its type's range before the condition
// ends it (an unsigned char counting to 300, or to 255 inclusive) wraps
// around: it is not a countable loop. Steps count as the variable's type
// holds them: `c += 256` adds nothing to an unsigned char, `c -= 255` adds
// 1 to a signed char.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}loop-wraps.cpp:[[#@LINE+12]]:31: error: non-canonical loop: 'c' leaves the range of its type 'unsigned char' before the condition ends the loop
// CHECK: {{.*}}loop-wraps.cpp:[[#@LINE+14]]:31: error: non-canonical loop: 'c' leaves the range of its type 'unsigned char' before the condition ends the loop
// CHECK: {{.*}}loop-wraps.cpp:[[#@LINE+16]]:45: error: non-canonical loop: the step of 'c' is zero
// CHECK: {{.*}}loop-wraps.cpp:[[#@LINE+18]]:38: error: non-canonical loop: the increment moves 'c' away from its bound
// CHECK: {{.*}}loop-wraps.cpp:[[#@LINE+20]]:22: error: non-canonical loop: 'i' leaves the range of its type 'int' before the condition ends the loop
// CHECK: 5 errors generated.
#include <climits>
#include <hpvm/hpvm.h>
void f(int *a) {
#pragma hpvm graph inout(a[0:300])
  {
#pragma hpvm node parallel(1)
    for (unsigned char c = 0; c < 300; ++c) // @E1
      a[c] = 1;
#pragma hpvm node parallel(1)
    for (unsigned char c = 0; c <= 255; ++c) // @E2
      a[c] = 1;
#pragma hpvm node parallel(1)
    for (unsigned char c = 0; c < 200; c += 256) // @E3
      a[c] = 1;
#pragma hpvm node parallel(1)
    for (signed char c = 100; c > 0; c -= 255) // @E4
      a[c] = 1;
#pragma hpvm node parallel(1)
    for (int i = 10; i >= INT_MIN; --i) // @E5
      a[0] = i;
    // Must not fire: the last value and the one that ends the loop fit.
#pragma hpvm node parallel(1)
    for (unsigned char c = 0; c < 255; ++c)
      a[c] = 1;
#pragma hpvm node parallel(1)
    for (unsigned char c = 250; c < 255; c += 5)
      a[c] = 1;
#pragma hpvm node parallel(1)
    for (int i = INT_MAX - 10; i < INT_MAX; ++i)
      a[0] = i;
  }
}
