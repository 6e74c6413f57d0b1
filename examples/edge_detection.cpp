// edge_detection.cpp - the edge-detection pipeline of the HPVM papers as a
// streaming graph: every frame goes through six stages (Gaussian smoothing,
// Laplacian estimate, zero crossings, gradient, maximum gradient, rejection
// of weak zero crossings), and while one stage works on frame f the stages
// before it already work on the frames after it.
//
//   hpvmcc -O2 edge_detection.cpp -o edge_detection
//   ./edge_detection in1.pgm in2.pgm ...   # writes in1.edges.pgm, ...
//   ./edge_detection                       # 16 generated 96 x 128 frames
//
// Frames are binary PGM images (P5, 8 bits: `convert x.png x.pgm` makes
// one) of one size. The program prints a checksum of the edge images;
// compiled by a plain C++ compiler (pragmas ignored) it is the sequential
// program with the same output.
#include "edge_detection.h"

#include <vector>

// Edges of `frames` (count frames of m x n pixels in [0, 1]) into `edges`;
// smooth, lap, sign and grad are work images of the same size per frame.
static void detectEdges(const float *frames, float *smooth, float *lap,
                        float *sign, float *grad, float *edges, long count,
                        long m, long n) {
  long size = m * n;
#pragma hpvm graph stream in(frames[0:count*size]) out(edges[0:count*size]) inout(smooth[0:count*size], lap[0:count*size], sign[0:count*size], grad[0:count*size])
  for (long f = 0; f < count; ++f) {
    const float *I = frames + f * size;
    float *Is = smooth + f * size;
    float *L = lap + f * size;
    float *S = sign + f * size;
    float *G = grad + f * size;
    float *E = edges + f * size;
    float maxG = 0;
#pragma hpvm node name(gaussian) parallel(2) in(I[0:size]) out(Is[0:size])
    for (long y = 0; y < m; ++y)
      for (long x = 0; x < n; ++x)
        Is[y * n + x] = smoothAt(I, m, n, y, x);
#pragma hpvm node name(laplacian) parallel(2) in(Is[0:size]) out(L[0:size])
    for (long y = 0; y < m; ++y)
      for (long x = 0; x < n; ++x)
        L[y * n + x] = laplacianAt(Is, m, n, y, x);
#pragma hpvm node name(zerocross) parallel(2) in(L[0:size]) out(S[0:size])
    for (long y = 0; y < m; ++y)
      for (long x = 0; x < n; ++x)
        S[y * n + x] = zeroCrossingAt(L, m, n, y, x);
#pragma hpvm node name(gradient) parallel(2) in(Is[0:size]) out(G[0:size])
    for (long y = 0; y < m; ++y)
      for (long x = 0; x < n; ++x)
        G[y * n + x] = gradientAt(Is, m, n, y, x);
#pragma hpvm node name(maxgradient) in(G[0:size]) out(maxG)
    {
      float mg = 0;
      for (long i = 0; i < size; ++i)
        mg = G[i] > mg ? G[i] : mg;
      maxG = mg;
    }
#pragma hpvm node name(reject) parallel(1) in(S[0:size], G[0:size]) out(E[0:size])
    for (long i = 0; i < size; ++i)
      E[i] = S[i] > 0 && G[i] > Threshold * maxG ? 1.0f : 0.0f;
  }
}

int main(int argc, char **argv) {
  std::vector<float> frames;
  long count, m, n;
  if (!loadFrames(argc, argv, frames, count, m, n))
    return 1;
  long size = m * n;
  std::vector<float> smooth(count * size), lap(count * size),
      sign(count * size), grad(count * size), edges(count * size, -1.0f);
  detectEdges(frames.data(), smooth.data(), lap.data(), sign.data(),
              grad.data(), edges.data(), count, m, n);
  return finish(argc, argv, edges, count, m, n);
}
