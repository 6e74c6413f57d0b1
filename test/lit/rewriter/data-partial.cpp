// A graph in a data region must use memory within the region's sections:
// the compiler proves it when the element counts are spelled the same or are
// both constants, and otherwise says it cannot.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}data-partial.cpp:[[#@LINE+13]]:26: error: cannot prove that this graph's extent of 'a' (n + 1 elements) lies within the data region's (n elements)
// CHECK: {{.*}}data-partial.cpp:[[#@LINE+10]]:25: note: the data region's section of 'a' is here; give the graph the same section or widen the region's
// CHECK: {{.*}}data-partial.cpp:[[#@LINE+24]]:26: error: cannot prove that this graph's extent of 't' (8 + 24 elements) lies within the data region's (16 elements)
// CHECK: {{.*}}data-partial.cpp:[[#@LINE+8]]:33: note: the data region's section of 't' is here; give the graph the same section or widen the region's
// CHECK: {{.*}}data-partial.cpp:[[#@LINE+31]]:26: error: cannot prove that this graph's extent of 'a' (2 * n elements) lies within the data region's (n + n elements)
// CHECK: {{.*}}data-partial.cpp:[[#@LINE+28]]:25: note: the data region's section of 'a' is here; give the graph the same section or widen the region's
// CHECK-NOT: error:
// CHECK: 3 errors generated.
#include <hpvm/hpvm.h>
void f(float *a, int n) {
  float t[64];
#pragma hpvm data inout(a[0:n], t[0:16])
  {
#pragma hpvm graph inout(a[0:n + 1]) // @E1
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        a[i] = 0;
    }
    // No error: 8 <= 16.
#pragma hpvm graph inout(t[0:8])
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < 8; ++i)
        t[i] = 0;
    }
#pragma hpvm graph inout(t[8:24]) // @E2
    {
#pragma hpvm node parallel(1)
      for (int i = 8; i < 32; ++i)
        t[i] = 0;
    }
  }
#pragma hpvm data inout(a[0:n + n])
  {
#pragma hpvm graph inout(a[:2 * n]) // @E3
    {
#pragma hpvm node parallel(1)
      for (int i = 0; i < n; ++i)
        a[i] = 0;
    }
  }
}
