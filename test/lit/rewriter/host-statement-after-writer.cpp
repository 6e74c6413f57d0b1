// Host statements run before the launch: they cannot use what nodes write.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}host-statement-after-writer.cpp:[[#@LINE+10]]:17: error: statement uses 'count', which node '<unnamed>' writes; statements in a graph run on the host before the launch
// CHECK: {{.*}}host-statement-after-writer.cpp:[[#@LINE+7]]:1: note: node is here
// CHECK: 1 error generated.
#include <hpvm/hpvm.h>
int f(float *a, int n) {
  int count = 0;
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node out(count) // @N
    { count = n; }
    int twice = count * 2; // @E
    (void)twice;
  }
  return count;
}
