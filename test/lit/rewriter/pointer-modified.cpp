// Captured pointers are copies: modifying them is an error.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}pointer-modified.cpp:[[#@LINE+10]]:10: error: captured pointer 'a' is modified in the node
// CHECK: {{.*}}pointer-modified.cpp:[[#@LINE+9]]:10: note: pointers are captured by value; copy it into a variable declared in the node
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
#pragma hpvm graph out(a[0:n])
  {
#pragma hpvm node
    {
      for (int i = 0; i < n; ++i)
        *a++ = 0; // @E
    }
  }
}
