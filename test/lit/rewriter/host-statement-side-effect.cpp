// Host statements in a graph run before the launch: after a node, one that
// may write memory (through a pointer, or by calling a function) could
// change what the node reads.
// RUN: not %hpvmcc -fsyntax-only %s 2>&1 | FileCheck %s
// CHECK: {{.*}}host-statement-side-effect.cpp:[[#@LINE+14]]:5: error: statement after node 'fill' may write memory or have other side effects; statements in a graph run on the host before the launch, so nodes before it could see them
// CHECK: {{.*}}host-statement-side-effect.cpp:[[#@LINE+10]]:1: note: node is here
// CHECK: {{.*}}host-statement-side-effect.cpp:[[#@LINE+13]]:14: error: statement after node 'fill' may write memory or have other side effects; statements in a graph run on the host before the launch, so nodes before it could see them
// CHECK-NOT: error:
#include <cmath>
#include <hpvm/hpvm.h>
long next();
void f(int *a, int *b, int *src, long n) {
#pragma hpvm graph in(src[0:4]) out(a[0:4], b[0:4])
  {
    long before = next(); // must not fire: no node before it
#pragma hpvm node name(fill) parallel(1) out(a[0:4])
    for (int i = 0; i < 4; ++i)
      a[i] = src[i] + (int)before;
    src[0] = 7; // @STORE
    long k = next(); // @CALL
    double r = std::sqrt((double)n); // must not fire: no side effects
#pragma hpvm node parallel(1) out(b[0:4])
    for (int i = 0; i < 4; ++i)
      b[i] = (int)(k + r);
  }
}
