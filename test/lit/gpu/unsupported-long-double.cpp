// A gpu node cannot compute with long double (NVPTX instruction selection
// crashed on it); the error is at the use.
// RUN: not %hpvmcc -O2 -c %s -o %t.o 2>&1 | FileCheck %s

void f(float *y, long n, long double s) {
#pragma hpvm graph target(gpu) in(s) out(y[0:n])
  {
#pragma hpvm node parallel(1) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = float(s * i);
  }
}
// CHECK: unsupported-long-double.cpp:[[@LINE-3]]:{{[0-9]+}}: error: a gpu node uses 'long double', which cannot run on the GPU (use double)
