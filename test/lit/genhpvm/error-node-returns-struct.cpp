// A node function returning a struct that the C ABI returns in memory (an
// `sret` parameter in the IR) gets the same error as one returning a
// scalar; it used to be reported as a bind between inputs of different
// types, at the parent's bind.
// RUN: not %hpvmcc --emit=hpvm-ir %s 2>&1 | FileCheck %s
#include <hpvm.h>

struct Big {
  double a, b, c;
};

// CHECK: {{.*}}error-node-returns-struct.cpp:[[@LINE+1]]: error: in node function 'leaf(double)': a node function must return void in HPVM-C; its outputs are given by __hpvm__return
Big leaf(double x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x);
  return Big{x, 2 * x, 3 * x};
}

void root(double x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindOut(n, 0, 0, 0);
}

void host(void *args) { __hpvm__wait(__hpvm__launch(0, root, args)); }
