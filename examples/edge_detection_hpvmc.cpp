// edge_detection_hpvmc.cpp - the edge-detection pipeline of
// edge_detection.cpp written in HPVM-C, as the HPVM release's pipeline
// benchmark is: a streaming root whose six children are the stages, every
// buffer a (pointer, bytes) pair, launched with __hpvm__launch(1, ...), one
// __hpvm__push per frame and __hpvm__pop for its result, __hpvm__wait at
// the end. The frame size is a non-streaming input (fixed at launch); the
// buffers of each frame are streaming inputs. Same command line and output
// as edge_detection.cpp:
//
//   hpvmcc -O2 edge_detection_hpvmc.cpp -o edge_detection_hpvmc
//   hpvmcc -O2 -DDEVICE=GPU_TARGET edge_detection_hpvmc.cpp -o ...   # GPU
//   leaves
#include "edge_detection.h"

#include <hpvm.h>

#include <vector>

void gaussian(float *I, size_t bytesI, float *Is, size_t bytesIs, long m,
              long n) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(1, I, 1, Is);
  void *self = __hpvm__getNode();
  long y = __hpvm__getNodeInstanceID_x(self);
  long x = __hpvm__getNodeInstanceID_y(self);
  Is[y * n + x] = smoothAt(I, m, n, y, x);
  __hpvm__return(2, bytesIs, bytesIs);
}

void laplacian(float *Is, size_t bytesIs, float *L, size_t bytesL, long m,
               long n) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(1, Is, 1, L);
  void *self = __hpvm__getNode();
  long y = __hpvm__getNodeInstanceID_x(self);
  long x = __hpvm__getNodeInstanceID_y(self);
  L[y * n + x] = laplacianAt(Is, m, n, y, x);
  __hpvm__return(1, bytesL);
}

void zeroCrossings(float *L, size_t bytesL, float *S, size_t bytesS, long m,
                   long n) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(1, L, 1, S);
  void *self = __hpvm__getNode();
  long y = __hpvm__getNodeInstanceID_x(self);
  long x = __hpvm__getNodeInstanceID_y(self);
  S[y * n + x] = zeroCrossingAt(L, m, n, y, x);
  __hpvm__return(1, bytesS);
}

void gradient(float *Is, size_t bytesIs, float *G, size_t bytesG, long m,
              long n) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(1, Is, 1, G);
  void *self = __hpvm__getNode();
  long y = __hpvm__getNodeInstanceID_x(self);
  long x = __hpvm__getNodeInstanceID_y(self);
  G[y * n + x] = gradientAt(Is, m, n, y, x);
  __hpvm__return(1, bytesG);
}

void maxGradient(float *G, size_t bytesG, float *maxG, size_t bytesMaxG, long m,
                 long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, G, 1, maxG);
  float mg = 0;
  for (long i = 0; i < m * n; ++i)
    mg = G[i] > mg ? G[i] : mg;
  *maxG = mg;
  __hpvm__return(1, bytesMaxG);
}

void reject(float *S, size_t bytesS, float *G, size_t bytesG, float *maxG,
            size_t bytesMaxG, float *E, size_t bytesE, long m, long n) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(3, S, G, maxG, 1, E);
  void *self = __hpvm__getNode();
  long y = __hpvm__getNodeInstanceID_x(self);
  long x = __hpvm__getNodeInstanceID_y(self);
  long i = y * n + x;
  E[i] = S[i] > 0 && G[i] > Threshold * *maxG ? 1.0f : 0.0f;
  __hpvm__return(1, bytesE);
}

// Parameters: I 0, Is 2, L 4, S 6, G 8, maxG 10, E 12 (each with its
// bytes after it), m 14, n 15.
void edgeDetection(float *I, size_t bytesI, float *Is, size_t bytesIs, float *L,
                   size_t bytesL, float *S, size_t bytesS, float *G,
                   size_t bytesG, float *maxG, size_t bytesMaxG, float *E,
                   size_t bytesE, long m, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, I, 6, Is, L, S, G, maxG, E);
  void *gs = __hpvm__createNodeND(2, gaussian, m, n);
  void *lp = __hpvm__createNodeND(2, laplacian, m, n);
  void *zc = __hpvm__createNodeND(2, zeroCrossings, m, n);
  void *gr = __hpvm__createNodeND(2, gradient, m, n);
  void *mg = __hpvm__createNodeND(0, maxGradient);
  void *rz = __hpvm__createNodeND(2, reject, m, n);
  // Per frame: the buffers (streaming); for the whole stream: m and n.
  __hpvm__bindIn(gs, 0, 0, 1);
  __hpvm__bindIn(gs, 1, 1, 1);
  __hpvm__bindIn(gs, 2, 2, 1);
  __hpvm__bindIn(gs, 3, 3, 1);
  __hpvm__bindIn(gs, 14, 4, 0);
  __hpvm__bindIn(gs, 15, 5, 0);

  __hpvm__bindIn(lp, 2, 0, 1);
  __hpvm__edge(gs, lp, 1, 0, 1, 1);
  __hpvm__bindIn(lp, 4, 2, 1);
  __hpvm__bindIn(lp, 5, 3, 1);
  __hpvm__bindIn(lp, 14, 4, 0);
  __hpvm__bindIn(lp, 15, 5, 0);

  __hpvm__bindIn(zc, 4, 0, 1);
  __hpvm__edge(lp, zc, 1, 0, 1, 1);
  __hpvm__bindIn(zc, 6, 2, 1);
  __hpvm__bindIn(zc, 7, 3, 1);
  __hpvm__bindIn(zc, 14, 4, 0);
  __hpvm__bindIn(zc, 15, 5, 0);

  __hpvm__bindIn(gr, 2, 0, 1);
  __hpvm__edge(gs, gr, 1, 1, 1, 1);
  __hpvm__bindIn(gr, 8, 2, 1);
  __hpvm__bindIn(gr, 9, 3, 1);
  __hpvm__bindIn(gr, 14, 4, 0);
  __hpvm__bindIn(gr, 15, 5, 0);

  __hpvm__bindIn(mg, 8, 0, 1);
  __hpvm__edge(gr, mg, 1, 0, 1, 1);
  __hpvm__bindIn(mg, 10, 2, 1);
  __hpvm__bindIn(mg, 11, 3, 1);
  __hpvm__bindIn(mg, 14, 4, 0);
  __hpvm__bindIn(mg, 15, 5, 0);

  __hpvm__bindIn(rz, 6, 0, 1);
  __hpvm__edge(zc, rz, 1, 0, 1, 1);
  __hpvm__bindIn(rz, 8, 2, 1);
  __hpvm__bindIn(rz, 9, 3, 1);
  __hpvm__bindIn(rz, 10, 4, 1);
  __hpvm__edge(mg, rz, 1, 0, 5, 1);
  __hpvm__bindIn(rz, 12, 6, 1);
  __hpvm__bindIn(rz, 13, 7, 1);
  __hpvm__bindIn(rz, 14, 8, 0);
  __hpvm__bindIn(rz, 15, 9, 0);

  __hpvm__bindOut(rz, 0, 0, 1);
}

struct __attribute__((packed)) Frame {
  float *I;
  size_t bytesI;
  float *Is;
  size_t bytesIs;
  float *L;
  size_t bytesL;
  float *S;
  size_t bytesS;
  float *G;
  size_t bytesG;
  float *maxG;
  size_t bytesMaxG;
  float *E;
  size_t bytesE;
  long m, n;
};

struct Result {
  size_t bytesE;
};

int main(int argc, char **argv) {
  std::vector<float> frames;
  long count, m, n;
  if (!loadFrames(argc, argv, frames, count, m, n))
    return 1;
  long size = m * n;
  size_t bytes = size * sizeof(float);
  // Work images per frame in flight: Depth frames at a time.
  const long Depth = 4;
  std::vector<float> smooth(Depth * size), lap(Depth * size),
      sign(Depth * size), grad(Depth * size), maxG(Depth),
      edges(count * size, -1.0f);
  Frame items[Depth];
  __hpvm__init();
  Frame launch = {};
  launch.m = m;
  launch.n = n;
  void *g = __hpvm__launch(1, edgeDetection, &launch);
  long bad = 0;
  for (long f = 0; f < count + Depth; ++f) {
    if (f >= Depth) {
      // The oldest frame in flight, whose buffers frame f reuses.
      Result *r = (Result *)__hpvm__pop(g);
      Frame &done = items[f % Depth];
      bad += r->bytesE != bytes;
      llvm_hpvm_request_mem(done.E, bytes);
      for (float *p :
           {done.I, done.Is, done.L, done.S, done.G, done.maxG, done.E})
        llvm_hpvm_untrack_mem(p);
    }
    if (f >= count)
      continue;
    long k = f % Depth;
    Frame &it = items[k];
    it = {&frames[f * size],
          bytes,
          &smooth[k * size],
          bytes,
          &lap[k * size],
          bytes,
          &sign[k * size],
          bytes,
          &grad[k * size],
          bytes,
          &maxG[k],
          sizeof(float),
          &edges[f * size],
          bytes,
          -1,
          -1}; // m, n: the launch's
    llvm_hpvm_track_mem(it.I, bytes);
    llvm_hpvm_track_mem(it.Is, bytes);
    llvm_hpvm_track_mem(it.L, bytes);
    llvm_hpvm_track_mem(it.S, bytes);
    llvm_hpvm_track_mem(it.G, bytes);
    llvm_hpvm_track_mem(it.maxG, sizeof(float));
    llvm_hpvm_track_mem(it.E, bytes);
    __hpvm__push(g, &it);
  }
  __hpvm__wait(g);
  __hpvm__cleanup();
  if (bad) {
    std::fprintf(stderr, "%ld results with the wrong size\n", bad);
    return 1;
  }
  return finish(argc, argv, edges, count, m, n);
}
