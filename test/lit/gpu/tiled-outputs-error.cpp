// A tiled gpu node whose data a later node reads has outputs, which tiled
// kernels cannot return yet: the error is at the node's pragma.
// RUN: not %hpvmcc -c --hpvm-targets=gpu %s -o %t.o 2>&1 | FileCheck %s
// CHECK: tiled-outputs-error.cpp:[[@LINE+7]]:14: error: a tiled gpu node cannot have outputs (data or values that later nodes read from it) yet; give it target(cpu)
// CHECK-NOT: __hpvm_
// CHECK-NOT: error:
#include <hpvm/hpvm.h>
void f(float *a, float *b, long n) {
#pragma hpvm graph inout(a[0:n*16]) out(b[0:n*16])
  {
#pragma hpvm node name(scale) parallel(1) inout(a[0:n*16])
    for (long t = 0; t < n; ++t) {
#pragma hpvm node instances(16)
      {
        long k = hpvm::id(0);
        a[t * 16 + k] *= 2;
      }
    }
#pragma hpvm node name(copy) parallel(1) in(a[0:n*16]) out(b[0:n*16])
    for (long i = 0; i < n * 16; ++i)
      b[i] = a[i];
  }
}
