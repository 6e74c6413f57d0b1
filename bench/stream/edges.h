//===- edges.h - inputs and check of the edge-detection stream benchmark --===//
//
// The edge-detection pipeline of the HPVM papers (the per-pixel steps of
// examples/edge_detection.h) over a stream of Frames frames of M x N
// pixels: Gaussian smoothing, Laplacian estimate, zero crossings, gradient,
// the largest gradient of each row and of the frame, and the rejection of
// zero crossings whose gradient is under Threshold times the frame's
// largest. The frames are moving discs on a gradient with some noise,
// generated deterministically in every variant.
//
// The timed region is the whole stream: every frame copied in, through
// every step, and its edge image copied out. The check recomputes three
// frames (the first, the middle and the last) sequentially and allows a
// few pixels per frame to differ: a GPU contracts a * b + c into fused
// multiply-adds, which may move a value near a threshold to its other side.
//
// M and N are compile-time constants (the hpvmcc variant declares its work
// images in the loop body, one buffer per item in flight): -DEDGES_M=...
// -DEDGES_N=... change them. BENCH_QUICK=1 streams 6 frames instead of 64.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_STREAM_EDGES_H
#define HPVM_BENCH_STREAM_EDGES_H

#include "../../examples/edge_detection.h"
#include "../common/bench.h"

#include <cstdio>
#include <vector>

#ifndef EDGES_M
#define EDGES_M 512
#endif
#ifndef EDGES_N
#define EDGES_N 512
#endif

namespace edges {

constexpr long M = EDGES_M, N = EDGES_N, Size = M * N;

struct Problem {
  long Frames;
  std::vector<float> In, Edges;
  Problem()
      : Frames(bench::quick() ? 6 : 64), In(Frames * Size),
        Edges(Frames * Size, -1.0f) {
    bench::Lcg R(11);
    for (long F = 0; F < Frames; ++F)
      for (long Y = 0; Y < M; ++Y)
        for (long X = 0; X < N; ++X) {
          long CX = N / 4 + F * N / (2 * Frames), CY = M / 2, Rad = M / 5;
          bool Disc = (X - CX) * (X - CX) + (Y - CY) * (Y - CY) < Rad * Rad;
          float Noise = 0.02f * R.uniform();
          In[(F * M + Y) * N + X] = (Disc ? 0.8f : 0.1f + 0.5f * X / N) + Noise;
        }
  }
};

/// The edges of frame I into E, one step after the other.
inline void reference(const float *I, float *E) {
  std::vector<float> Is(Size), L(Size), S(Size), G(Size);
  for (long Y = 0; Y < M; ++Y)
    for (long X = 0; X < N; ++X)
      Is[Y * N + X] = smoothAt(I, M, N, Y, X);
  for (long Y = 0; Y < M; ++Y)
    for (long X = 0; X < N; ++X) {
      L[Y * N + X] = laplacianAt(Is.data(), M, N, Y, X);
      G[Y * N + X] = gradientAt(Is.data(), M, N, Y, X);
    }
  float MaxG = 0;
  for (long Y = 0; Y < M; ++Y)
    for (long X = 0; X < N; ++X) {
      S[Y * N + X] = zeroCrossingAt(L.data(), M, N, Y, X);
      MaxG = G[Y * N + X] > MaxG ? G[Y * N + X] : MaxG;
    }
  for (long K = 0; K < Size; ++K)
    E[K] = S[K] > 0 && G[K] > Threshold * MaxG ? 1.0f : 0.0f;
}

inline int finish(const char *Variant, const Problem &P) {
  std::vector<float> Want(Size);
  bool Ok = true;
  for (long F : {0L, P.Frames / 2, P.Frames - 1}) {
    reference(&P.In[F * Size], Want.data());
    long Differ = 0;
    for (long K = 0; K < Size; ++K)
      Differ += P.Edges[F * Size + K] != Want[K];
    if (Differ > Size / 10000) {
      std::fprintf(stderr, "edges/%s: frame %ld: %ld pixels differ\n", Variant,
                   F, Differ);
      Ok = false;
    }
  }
  char Shape[64];
  std::snprintf(Shape, sizeof Shape, "%ldx%ldx%ld", P.Frames, M, N);
  return bench::finish("edges", Variant,
                       bench::checksum(P.Edges.data(), P.Frames * Size), Ok,
                       Shape);
}

} // namespace edges

#endif // HPVM_BENCH_STREAM_EDGES_H
