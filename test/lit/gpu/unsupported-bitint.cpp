// A gpu node cannot compute with integers wider than 64 bits (_BitInt).
// RUN: not %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s

void f(float *y, long n) {
#pragma hpvm graph target(gpu) out(y[0:n])
  {
#pragma hpvm node parallel(1) out(y[0:n])
    for (long i = 0; i < n; ++i)
      { _BitInt(77) v = i; y[i] = float(v * v / 3); }
  }
}
// CHECK: unsupported-bitint.cpp:[[@LINE-3]]:{{[0-9]+}}: error: a gpu node uses a 77-bit integer type ('_BitInt(77)'), which cannot run on the GPU (integers on the GPU have at most 64 bits)
