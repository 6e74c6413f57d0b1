// A graph with a leaf of one instance and an internal node of one instance
// around a leaf with instances; a `graph stream` of two stages over three
// items. For test/lit/profile/nodes-and-stages.test.
#include <cstdio>

const long W = 8;

void graph(float *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node name(first) inout(a[0:n])
    a[0] = 1;
#pragma hpvm node name(outer) inout(a[0:n])
    {
#pragma hpvm node name(inner) parallel(1) inout(a[0:n])
      for (long i = 0; i < n; ++i)
        a[i] += 1;
    }
  }
}

void stream(const float *in, float *out, long items) {
#pragma hpvm graph stream in(in[0:items*W]) out(out[0:items*W])
  for (long f = 0; f < items; ++f) {
    const float *src = in + f * W;
    float *dst = out + f * W;
    float tmp[W];
#pragma hpvm node name(scale) parallel(1) in(src[0:W]) out(tmp)
    for (long i = 0; i < W; ++i)
      tmp[i] = 2 * src[i];
#pragma hpvm node name(shift) parallel(1) in(tmp) out(dst[0:W])
    for (long i = 0; i < W; ++i)
      dst[i] = tmp[i] + 1;
  }
}

int main() {
  float a[100] = {};
  graph(a, 100);
  float in[3 * W], out[3 * W];
  for (long i = 0; i < 3 * W; ++i)
    in[i] = float(i);
  stream(in, out, 3);
  std::printf("a[0] %g, a[99] %g, out[23] %g\n", a[0], a[99], out[23]);
  return 0;
}
