// A data region whose statement is the time loop itself, as in a stencil:
// two graphs per step, one reading `in(...)` memory of the region, and a
// 2-D array (a pointer to rows) covered by its section. Checked against a
// direct computation; the sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t 2>&1 | FileCheck %s --implicit-check-not=warning
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: steps: 6 steps on 64 x 256, checksum 535769.8; OK
#include <cstdio>
#include <vector>

const long W = 256;

static void run(const float *w, float (*g)[W], float (*h)[W], long rows,
                long steps) {
#pragma hpvm data in(w[0:W]) inout(g[0:rows]) out(h[0:rows])
  for (long t = 0; t < steps; ++t) {
#pragma hpvm graph in(w[0:W], g[0:rows]) out(h[0:rows])
    {
#pragma hpvm node parallel(2)
      for (long r = 0; r < rows; ++r)
        for (long c = 0; c < W; ++c)
          h[r][c] = g[r][c] * w[c] + 1.0f;
    }
#pragma hpvm graph in(h[0:rows]) out(g[0:rows])
    {
#pragma hpvm node parallel(2)
      for (long r = 0; r < rows; ++r)
        for (long c = 0; c < W; ++c)
          g[r][c] = h[r][(c + 1) % W] * 0.5f;
    }
  }
}

int main() {
  const long rows = 64, steps = 6;
  std::vector<float> w(W);
  std::vector<float> g(rows * W), h(rows * W, -1.0f);
  for (long c = 0; c < W; ++c)
    w[c] = 1.0f + float(c % 3);
  for (long i = 0; i < rows * W; ++i)
    g[i] = float(i % 31);
  std::vector<float> rg = g, rh = h;
  for (long t = 0; t < steps; ++t) {
    for (long r = 0; r < rows; ++r)
      for (long c = 0; c < W; ++c)
        rh[r * W + c] = rg[r * W + c] * w[c] + 1.0f;
    for (long r = 0; r < rows; ++r)
      for (long c = 0; c < W; ++c)
        rg[r * W + c] = rh[r * W + (c + 1) % W] * 0.5f;
  }
  run(w.data(), reinterpret_cast<float (*)[W]>(g.data()),
      reinterpret_cast<float (*)[W]>(h.data()), rows, steps);
  bool ok = g == rg && h == rh;
  double sum = 0;
  for (long i = 0; i < rows * W; ++i)
    sum += g[i] + h[i];
  std::printf("steps: %ld steps on %ld x %ld, checksum %.1f; %s\n", steps,
              rows, W, sum, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
