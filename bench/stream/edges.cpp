// edges.cpp - the edge-detection pipeline as a `#pragma hpvm graph stream`
// loop (issue 11): each frame is one item, each step a stage. Built for the
// gpu target (bench/prepare-gpu.sh), every stage runs on the GPU, and the
// stages' copies and kernels of different frames overlap (docs/streaming.md,
// "GPU stages"); bench/stream/edges.cu is the hand-written CUDA version.
// The work images are declared in the loop body: one buffer per frame in
// flight, never copied back.
//
//   hpvmcc -O3 --hpvm-targets=gpu bench/stream/edges.cpp -o edges
#include "edges.h"

using namespace edges;

static void detect(const float *frames, float *edges, long count) {
#pragma hpvm graph stream in(frames[0 : count * Size])                         \
    out(edges[0 : count * Size])
  for (long f = 0; f < count; ++f) {
    const float *I = frames + f * Size;
    float *E = edges + f * Size;
    float Is[Size], L[Size], S[Size], G[Size], RowMax[M], MaxG[1];
#pragma hpvm node name(gaussian) parallel(2) in(I[0 : Size])out(Is)
    for (long y = 0; y < M; ++y)
      for (long x = 0; x < N; ++x)
        Is[y * N + x] = smoothAt(I, M, N, y, x);
#pragma hpvm node name(laplacian) parallel(2) in(Is)out(L)
    for (long y = 0; y < M; ++y)
      for (long x = 0; x < N; ++x)
        L[y * N + x] = laplacianAt(Is, M, N, y, x);
#pragma hpvm node name(zerocross) parallel(2) in(L)out(S)
    for (long y = 0; y < M; ++y)
      for (long x = 0; x < N; ++x)
        S[y * N + x] = zeroCrossingAt(L, M, N, y, x);
#pragma hpvm node name(gradient) parallel(2) in(Is)out(G)
    for (long y = 0; y < M; ++y)
      for (long x = 0; x < N; ++x)
        G[y * N + x] = gradientAt(Is, M, N, y, x);
#pragma hpvm node name(rowmax) parallel(1) in(G)out(RowMax)
    for (long y = 0; y < M; ++y) {
      float m = 0;
      for (long x = 0; x < N; ++x)
        m = G[y * N + x] > m ? G[y * N + x] : m;
      RowMax[y] = m;
    }
#pragma hpvm node name(maxgradient) in(RowMax)out(MaxG)
    {
      float m = 0;
      for (long y = 0; y < M; ++y)
        m = RowMax[y] > m ? RowMax[y] : m;
      MaxG[0] = m;
    }
#pragma hpvm node name(reject) parallel(1) in(S, G, MaxG)out(E[0 : Size])
    for (long k = 0; k < Size; ++k)
      E[k] = S[k] > 0 && G[k] > Threshold * MaxG[0] ? 1.0f : 0.0f;
  }
}

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif

int main() {
  Problem P;
  bench::timeRegion("edges", BENCH_VARIANT,
                    [&] { detect(P.In.data(), P.Edges.data(), P.Frames); });
  return finish(BENCH_VARIANT, P);
}
