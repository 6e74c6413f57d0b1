// The way out that tiled-outputs-error.cpp suggests: the tiled node whose
// data a later gpu node reads runs on the cpu, and the program compiles.
// RUN: %hpvmcc -c --hpvm-targets=gpu %s -o %t.o 2>&1 | count 0
#include <hpvm/hpvm.h>
void f(float *a, float *b, long n) {
#pragma hpvm graph inout(a[0:n*16]) out(b[0:n*16])
  {
#pragma hpvm node name(scale) target(cpu) parallel(1) inout(a[0:n*16])
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
