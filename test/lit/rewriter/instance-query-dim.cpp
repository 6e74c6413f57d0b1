// hpvm::id, count, parent_id and parent_count take a constant dimension
// that the node (or its parent) has: otherwise it is an error at the
// argument (not in hpvm.h, and never silently dimension z).
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}instance-query-dim.cpp:[[#@LINE+12]]:23: error: 'hpvm::id' asks for dimension 1, but the node has 1 instance dimension, numbered from 0
// CHECK: {{.*}}instance-query-dim.cpp:[[#@LINE+12]]:27: error: 'hpvm::count' asks for dimension -1, but the node has 1 instance dimension, numbered from 0
// CHECK: {{.*}}instance-query-dim.cpp:[[#@LINE+12]]:31: error: 'hpvm::parent_id' asks for dimension 2, but the enclosing node has 1 instance dimension, numbered from 0
// CHECK: {{.*}}instance-query-dim.cpp:[[#@LINE+18]]:26: error: the dimension given to 'hpvm::id' must be an integer constant
// CHECK: {{.*}}instance-query-dim.cpp:[[#@LINE+18]]:29: error: 'hpvm::count' asks for dimension 7, but the node has 2 instance dimensions, numbered from 0
// CHECK: 5 errors generated.
#include <hpvm/hpvm.h>
void f(long *a, long n, int d) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i) {
      a[i] = hpvm::id(1);
      a[i] += hpvm::count(-1);
      a[i] += hpvm::parent_id(2);
      a[i] += hpvm::id(0) + hpvm::count(0) + hpvm::parent_count(0);
    }
#pragma hpvm node parallel(2) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j) {
        const int y = 1;
        a[i] += hpvm::id(d) + hpvm::id(y);
        a[i] += hpvm::count(7) + hpvm::count(1);
      }
  }
}
