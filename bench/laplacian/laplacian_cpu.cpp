// laplacian_cpu.cpp - hand-written CPU baseline of laplacian.cpp: the same
// three loop nests (dilate, erode, combine), each a parallel loop over rows.
//
//   clang++-19 -O3 -march=native -fopenmp laplacian_cpu.cpp -o laplacian_omp
//   clang++-19 -O3 -march=native -Wno-unknown-pragmas laplacian_cpu.cpp -o laplacian_seq
//
// Without -fopenmp it is the sequential baseline of exactly the same code.
#include "laplacian.h"

#include <algorithm>

#ifdef _OPENMP
#define VARIANT "omp"
#else
#define VARIANT "seq"
#endif

static void laplacianEstimate(const float *img, float *dil, float *ero,
                              float *lap, long h, long w) {
#pragma omp parallel
  {
#pragma omp for schedule(static)
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
#pragma omp for schedule(static)
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
#pragma omp for schedule(static)
    for (long r = 0; r < h; ++r)
      for (long c = 0; c < w; ++c)
        lap[r * w + c] = dil[r * w + c] + ero[r * w + c] - 2.0f * img[r * w + c];
  }
}

int main() {
  laplacian::Problem P;
  bench::timeRegion("laplacian", VARIANT, [&] {
    laplacianEstimate(P.Img.data(), P.Dil.data(), P.Ero.data(), P.Lap.data(),
                      P.H, P.W);
  });
  return laplacian::finish(VARIANT, P);
}
