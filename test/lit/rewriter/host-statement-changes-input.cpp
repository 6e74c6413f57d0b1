// Host statements in a graph run before the launch: one after a node must
// not change what the node uses (a scalar it reads, a pointer it reads
// through, a bound), or the node would see the new value.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}host-statement-changes-input.cpp:[[#@LINE+13]]:5: error: statement changes 'k', which node 'first' before it uses; statements in a graph run on the host before the launch, so the node would see the new value
// CHECK: {{.*}}host-statement-changes-input.cpp:[[#@LINE+9]]:1: note: node is here
// CHECK: {{.*}}host-statement-changes-input.cpp:[[#@LINE+22]]:5: error: statement changes 'k', which node 'first' before it uses; statements in a graph run on the host before the launch, so the node would see the new value
// CHECK: {{.*}}host-statement-changes-input.cpp:[[#@LINE+32]]:5: error: statement changes 'p', which node '<unnamed>' before it uses; statements in a graph run on the host before the launch, so the node would see the new value
// CHECK: {{.*}}host-statement-changes-input.cpp:[[#@LINE+41]]:5: error: statement changes 'n', which node '<unnamed>' before it uses; statements in a graph run on the host before the launch, so the node would see the new value
// CHECK-NOT: error:
#include <hpvm/hpvm.h>
void f(int *a, int *b, int *c, long k, long n) {
#pragma hpvm graph out(a[0:4], b[0:4])
  {
#pragma hpvm node name(first) parallel(1) out(a[0:4])
    for (int i = 0; i < 4; ++i)
      a[i] = (int)k;
    k = 5; // @K
#pragma hpvm node parallel(1) out(b[0:4])
    for (int i = 0; i < 4; ++i)
      b[i] = (int)k;
  }
#pragma hpvm graph out(a[0:4], b[0:4])
  {
#pragma hpvm node name(first) parallel(1) out(a[0:4])
    for (int i = 0; i < 4; ++i)
      a[i] = (int)k;
    long m = k * 10; // must not fire: reads k
    k += m; // @KM
#pragma hpvm node parallel(1) out(b[0:4])
    for (int i = 0; i < 4; ++i)
      b[i] = (int)k;
  }
  int *p = a;
#pragma hpvm graph in(a[0:4], b[0:4]) out(c[0:8])
  {
#pragma hpvm node parallel(1) in(p[0:4]) out(c[0:4])
    for (int i = 0; i < 4; ++i)
      c[i] = p[i];
    p = b; // @P
#pragma hpvm node parallel(1) in(p[0:4]) out(c[4:4])
    for (int i = 0; i < 4; ++i)
      c[4 + i] = p[i];
  }
#pragma hpvm graph out(a[0:100])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
      a[i] = 1;
    n = 2; // @N
  }
  // Must not fire: statements before the nodes that use what they change.
#pragma hpvm graph out(a[0:4], b[0:4])
  {
    long j = k + 1;
#pragma hpvm node parallel(1) out(a[0:4])
    for (int i = 0; i < 4; ++i)
      a[i] = (int)n;
    j *= 2;
#pragma hpvm node parallel(1) out(b[0:4])
    for (int i = 0; i < 4; ++i)
      b[i] = (int)j;
  }
}
