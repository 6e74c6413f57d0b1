// A gpu node cannot call a built-in of another target (NVPTX instruction
// selection failed: "Cannot select: intrinsic llvm.x86.rdtsc").
// RUN: not %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s
#include <x86intrin.h>
void f(float *y, long n) {
#pragma hpvm graph target(gpu) out(y[0:n])
  {
#pragma hpvm node parallel(1) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = float(__rdtsc());
  }
}
// CHECK: unsupported-x86-intrinsic.cpp:[[@LINE-3]]:{{[0-9]+}}: error: a gpu node calls 'llvm.x86.rdtsc', a built-in of another target, which cannot run on the GPU
