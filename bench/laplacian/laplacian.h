//===- laplacian.h - inputs and check of the Laplacian-estimate benchmark -===//
//
// The Laplacian estimate of the HPVM edge-detection pipeline: with a 3 x 3
// structuring element, L = dilate(I) + erode(I) - 2 I, where dilate and
// erode are the 3 x 3 maximum and minimum (borders clamped). Three nodes:
// dilate and erode, independent of each other, and combine, which reads
// both. The check recomputes every pixel.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_LAPLACIAN_LAPLACIAN_H
#define HPVM_BENCH_LAPLACIAN_LAPLACIAN_H

#include "../common/bench.h"

#include <cstdio>
#include <vector>

namespace laplacian {

struct Problem {
  long H, W;
  std::vector<float> Img, Dil, Ero, Lap;
  Problem()
      : H(bench::quick() ? 512 : 2048), W(H), Img(H * W), Dil(H * W),
        Ero(H * W), Lap(H * W, -1.0f) {
    bench::fill(Img, 6);
  }
};

inline float at(const float *Img, long H, long W, long R, long C) {
  R = R < 0 ? 0 : R >= H ? H - 1 : R;
  C = C < 0 ? 0 : C >= W ? W - 1 : C;
  return Img[R * W + C];
}

inline int finish(const char *Variant, const Problem &P) {
  bool Ok = true;
  for (long R = 0; R < P.H && Ok; ++R)
    for (long C = 0; C < P.W; ++C) {
      float Max = at(P.Img.data(), P.H, P.W, R, C), Min = Max;
      for (long DR = -1; DR <= 1; ++DR)
        for (long DC = -1; DC <= 1; ++DC) {
          float V = at(P.Img.data(), P.H, P.W, R + DR, C + DC);
          Max = std::max(Max, V);
          Min = std::min(Min, V);
        }
      float Want = Max + Min - 2.0f * P.Img[R * P.W + C];
      if (!bench::close(P.Lap[R * P.W + C], Want, 1e-6)) {
        std::fprintf(stderr, "laplacian/%s: L[%ld][%ld] = %g, want %g\n",
                     Variant, R, C, P.Lap[R * P.W + C], Want);
        Ok = false;
        break;
      }
    }
  char Size[64];
  std::snprintf(Size, sizeof Size, "%ldx%ld", P.H, P.W);
  return bench::finish("laplacian", Variant,
                       bench::checksum(P.Lap.data(), P.H * P.W), Ok, Size);
}

} // namespace laplacian

#endif // HPVM_BENCH_LAPLACIAN_LAPLACIAN_H
