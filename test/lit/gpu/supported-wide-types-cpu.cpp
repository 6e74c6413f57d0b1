// Types and built-ins the GPU lacks are fine in cpu nodes of a program that
// also has gpu nodes, and in the host code around the graph.
// RUN: %hpvmcc -O2 -c %s -o %t.o
#include <x86intrin.h>
void f(float *y, float *z, long n, long double s) {
  long double t = s * 2;
#pragma hpvm graph target(gpu) in(t) out(y[0:n], z[0:n])
  {
#pragma hpvm node parallel(1) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = float(i) * 2.0f;
#pragma hpvm node parallel(1) target(cpu) in(t) out(z[0:n])
    for (long i = 0; i < n; ++i) {
      __int128 v = i;
      _BitInt(77) w = i;
      z[i] = float(t * i) + float(v * v / 3) + float(w / 2) + float(__rdtsc() & 0);
    }
  }
}
