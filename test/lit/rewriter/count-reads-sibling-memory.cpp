// An instance count computed from memory an earlier sibling writes cannot
// follow the data (the memory may be on a device); a scalar can.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}count-reads-sibling-memory.cpp:[[#@LINE+14]]:26: error: the instance count of node 'use' reads memory through 'len', which node 'set' before it writes; instance counts are computed before the nodes run
// CHECK: {{.*}}count-reads-sibling-memory.cpp:[[#@LINE+13]]:26: note: make the count a scalar that node 'set' writes and lists in out(...); the count then follows it
// CHECK-NOT: error:
#include <hpvm/hpvm.h>
void f(float *a, long *len, long n) {
  long cnt = 0;
#pragma hpvm graph inout(a[0:n]) out(len[0:1])
  {
#pragma hpvm node name(set) out(len[0:1], cnt)
    {
      len[0] = n / 2;
      cnt = n / 4;
    }
#pragma hpvm node name(use) parallel(1)
    for (long i = 0; i < len[0]; ++i) // @E
      a[i] = 0;
    // Must not fire: a scalar the sibling writes.
#pragma hpvm node parallel(1)
    for (long i = 0; i < cnt; ++i)
      a[i] = 1;
  }
}
