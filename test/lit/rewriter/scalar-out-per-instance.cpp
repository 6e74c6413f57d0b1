// A scalar output that each instance of a node writes its own value of (a
// reduction into out(sum), the usual mistake) is an error at the write, in
// the program's names. A single-instance node, or instances that all write
// the same value, may output a scalar.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error:
// CHECK: {{.*}}scalar-out-per-instance.cpp:[[#@LINE+13]]:7: error: every instance of this node writes its own value of 'sum', but a node output is one value for the whole node
// CHECK: {{.*}}scalar-out-per-instance.cpp:[[#@LINE+12]]:7: note: to combine the instances' values, list it in reduction(op: sum) instead (op is +, *, min, max, &, | or ^), or use hpvm::atomic_* on memory
// CHECK: {{.*}}scalar-out-per-instance.cpp:[[#@LINE+13]]:5: error: every instance of this node writes its own value of 'count'
// CHECK: {{.*}}scalar-out-per-instance.cpp:[[#@LINE+12]]:5: note: to combine
// CHECK: 2 errors generated.
#include <hpvm/hpvm.h>
long total(const int *a, long n) {
  long sum = 0;
  int count = 0, flag = 0, first = 0, all = 0;
#pragma hpvm graph in(a[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(sum)
    for (long i = 0; i < n; ++i)
      sum += a[i];
#pragma hpvm node instances(4) out(count)
    count++;
#pragma hpvm node instances(4) out(flag)
    flag = 1;
#pragma hpvm node in(a[0:n]) out(first)
    first = a[0];
#pragma hpvm node parallel(1) out(all)
    for (long i = 0; i < n; ++i)
      all = (int)n;
  }
  return sum + count + flag + first + all;
}
