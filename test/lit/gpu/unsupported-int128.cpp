// A gpu node cannot compute with __int128 (the NVPTX back end needs library
// calls the GPU does not have).
// RUN: not %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s

void f(float *y, long n) {
#pragma hpvm graph target(gpu) out(y[0:n])
  {
#pragma hpvm node parallel(1) out(y[0:n])
    for (long i = 0; i < n; ++i)
      { __int128 v = i; y[i] = float(v * v / 3); }
  }
}
// CHECK: unsupported-int128.cpp:[[@LINE-3]]:{{[0-9]+}}: error: a gpu node uses a 128-bit integer type ('__int128'), which cannot run on the GPU (integers on the GPU have at most 64 bits)
