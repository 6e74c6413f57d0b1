// A `graph stream` loop in C: per-item pointers and a scalar passed from one
// stage to the next; the result equals the sequential program's.
// RUN: %hpvmclang -O2 %s -o %t && %t | FileCheck %s
// RUN: %clang -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: c stream: 3300.0
#include <stdio.h>
void run(const float *in, float *out, long n) {
#pragma hpvm graph stream in(in[0:n*4]) out(out[0:n*4])
  for (long f = 0; f < n; ++f) {
    const float *i4 = in + f * 4;
    float *o = out + f * 4;
    float s = 0;
#pragma hpvm node name(sum) in(i4[0:4]) out(s)
    {
      float t = 0;
      for (int i = 0; i < 4; ++i)
        t += i4[i];
      s = t;
    }
#pragma hpvm node name(put) out(o[0:4])
    {
      for (int i = 0; i < 4; ++i)
        o[i] = s + (float)f;
    }
  }
}
int main(void) {
  float in[40], out[40];
  for (int i = 0; i < 40; ++i) in[i] = (float)i;
  run(in, out, 10);
  double t = 0;
  for (int i = 0; i < 40; ++i) t += out[i];
  printf("c stream: %.1f\n", t);
  return 0;
}
