// laplacian.cpp - the Laplacian estimate of the HPVM edge-detection
// pipeline as a three-node graph: dilate and erode (3 x 3 max and min, no
// path between them, so they may run concurrently), then combine.
//
//   hpvmcc -O3 -march=native laplacian.cpp -o laplacian
//
// dil and ero are scratch images owned by the host; the edges that carry
// them are one-to-one (explicit edges), so at -O1 and above the three nodes
// fuse into one kernel or loop (--hpvm-no-fusion keeps three). The data
// region makes them scratch: on a GPU they stay on the device and are never
// copied back.
// Baselines: laplacian_cpu.cpp (OpenMP / sequential), laplacian.cu (CUDA).
#include "laplacian.h"

#include <algorithm>

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

static void laplacianEstimate(const float *img, float *dil, float *ero,
                              float *lap, long h, long w) {
#pragma hpvm data scratch(dil[0:h * w], ero[0:h * w])
  {
#pragma hpvm graph in(img[0:h * w]) out(lap[0:h * w])
    {
#pragma hpvm node name(dilate) parallel(2) in(img[0:h * w]) out(dil[0:h * w])
      for (long r = 0; r < h; ++r)
        for (long c = 0; c < w; ++c) {
          long r0 = std::max(r - 1, 0L), r1 = std::min(r + 1, h - 1);
          long c0 = std::max(c - 1, 0L), c1 = std::min(c + 1, w - 1);
          float m = img[r * w + c];
          for (long y = r0; y <= r1; ++y)
            for (long x = c0; x <= c1; ++x)
              m = std::max(m, img[y * w + x]);
          dil[r * w + c] = m;
        }
#pragma hpvm node name(erode) parallel(2) in(img[0:h * w]) out(ero[0:h * w])
      for (long r = 0; r < h; ++r)
        for (long c = 0; c < w; ++c) {
          long r0 = std::max(r - 1, 0L), r1 = std::min(r + 1, h - 1);
          long c0 = std::max(c - 1, 0L), c1 = std::min(c + 1, w - 1);
          float m = img[r * w + c];
          for (long y = r0; y <= r1; ++y)
            for (long x = c0; x <= c1; ++x)
              m = std::min(m, img[y * w + x]);
          ero[r * w + c] = m;
        }
#pragma hpvm node name(combine) parallel(2) in(img[0:h * w], dil[0:h * w], ero[0:h * w]) out(lap[0:h * w])
      for (long r = 0; r < h; ++r)
        for (long c = 0; c < w; ++c)
          lap[r * w + c] =
              dil[r * w + c] + ero[r * w + c] - 2.0f * img[r * w + c];
      // combine's pixel needs dilate's and erode's of the same pixel only:
      // all three fuse into one kernel (docs/gpu.md, "Node fusion").
#pragma hpvm edge(dilate.dil -> combine.dil) one_to_one
#pragma hpvm edge(erode.ero -> combine.ero) one_to_one
    }
  }
}

int main() {
  laplacian::Problem P;
  bench::timeRegion("laplacian", BENCH_VARIANT, [&] {
    laplacianEstimate(P.Img.data(), P.Dil.data(), P.Ero.data(), P.Lap.data(),
                      P.H, P.W);
  });
  return laplacian::finish(BENCH_VARIANT, P);
}
