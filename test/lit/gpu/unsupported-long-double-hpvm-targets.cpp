// The same error for a plain pragma program built with --hpvm-targets=gpu.
// RUN: not %hpvmcc -O2 --hpvm-targets=gpu -c %s -o %t.o 2>&1 | FileCheck %s

void f(float *y, long n, long double s) {
#pragma hpvm graph in(s) out(y[0:n])
  {
#pragma hpvm node parallel(1) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = float(s * i);
  }
}
// CHECK: unsupported-long-double-hpvm-targets.cpp:[[@LINE-3]]:{{[0-9]+}}: error: a gpu node uses 'long double', which cannot run on the GPU (use double)
