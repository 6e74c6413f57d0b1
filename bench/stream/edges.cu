// edges.cu - hand-written CUDA version of edges.cpp: the same seven steps as
// kernels (one thread per pixel, per row for the row maxima, one thread for
// the frame's maximum), frames in flight on three CUDA streams, each with
// device buffers and pinned staging buffers of its own, so that frame f + 1
// is copied in while frame f's kernels run and frame f - 1 is copied out.
//
// Two variants, each timed over the whole stream as edges.cpp is:
//   cuda         the frames are where the hpvmcc program has them, in
//                ordinary (pageable) memory: the host copies each frame into
//                its stream's pinned buffer, and each edge image out of it;
//   cuda-pinned  the frames and edge images are in pinned memory
//                (cudaHostRegister, untimed): the GPU copies them directly.
//
//   nvcc -O3 -arch=sm_90 edges.cu -o edges_cuda
#include "../common/cuda.h"
#include "edges.h"

#include <cstring>

using namespace edges;

namespace {

constexpr int Streams = 3;

__constant__ float Weights[7][7];

__device__ long clampAt(long V, long Hi) { return V < 0 ? 0 : V > Hi ? Hi : V; }

__device__ float extremumAt(const float *Img, long Y, long X, bool Max,
                            float Outside) {
  float R = Max ? 0.0f : 1.0f;
  for (long DY = -1; DY <= 1; ++DY)
    for (long DX = -1; DX <= 1; ++DX) {
      long YY = Y + DY, XX = X + DX;
      float V =
          YY < 0 || YY >= M || XX < 0 || XX >= N ? Outside : Img[YY * N + XX];
      R = Max ? (V > R ? V : R) : (V < R ? V : R);
    }
  return R;
}

/// The pixel (Y, X) of this thread of a 2-D grid, false outside the frame.
__device__ bool pixel(long &Y, long &X) {
  X = blockIdx.x * (long)blockDim.x + threadIdx.x;
  Y = blockIdx.y * (long)blockDim.y + threadIdx.y;
  return Y < M && X < N;
}

__global__ void gaussian(const float *I, float *Is) {
  long Y, X;
  if (!pixel(Y, X))
    return;
  float S = 0;
  for (long DY = -3; DY <= 3; ++DY)
    for (long DX = -3; DX <= 3; ++DX)
      S += I[clampAt(Y + DY, M - 1) * N + clampAt(X + DX, N - 1)] *
           Weights[DY + 3][DX + 3];
  Is[Y * N + X] = S;
}

__global__ void laplacian(const float *Is, float *L) {
  long Y, X;
  if (!pixel(Y, X))
    return;
  L[Y * N + X] = extremumAt(Is, Y, X, true, 0.0f) +
                 extremumAt(Is, Y, X, false, 1.0f) - 2 * Is[Y * N + X];
}

__global__ void zeroCrossing(const float *L, float *S) {
  long Y, X;
  if (!pixel(Y, X))
    return;
  float Hi = 0, Lo = 1;
  for (long DY = -1; DY <= 1; ++DY)
    for (long DX = -1; DX <= 1; ++DX) {
      long YY = Y + DY, XX = X + DX;
      bool In = YY >= 0 && YY < M && XX >= 0 && XX < N;
      float V = In && L[YY * N + XX] > 0 ? 1.0f : 0.0f;
      Hi = V > Hi ? V : Hi;
      Lo = !In ? Lo : (V < Lo ? V : Lo);
    }
  S[Y * N + X] = Hi - Lo;
}

__global__ void gradient(const float *Is, float *G) {
  long Y, X;
  if (!pixel(Y, X))
    return;
  float GX = 0, GY = 0;
  for (long DY = -1; DY <= 1; ++DY)
    for (long DX = -1; DX <= 1; ++DX) {
      float V = Is[clampAt(Y + DY, M - 1) * N + clampAt(X + DX, N - 1)];
      GX += V * (float)(DX * (DY == 0 ? 2 : 1));
      GY += V * (float)(DY * (DX == 0 ? 2 : 1));
    }
  G[Y * N + X] = sqrtf(GX * GX + GY * GY);
}

__global__ void rowMax(const float *G, float *Rows) {
  long Y = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (Y >= M)
    return;
  float R = 0;
  for (long X = 0; X < N; ++X)
    R = G[Y * N + X] > R ? G[Y * N + X] : R;
  Rows[Y] = R;
}

__global__ void frameMax(const float *Rows, float *Max) {
  float R = 0;
  for (long Y = 0; Y < M; ++Y)
    R = Rows[Y] > R ? Rows[Y] : R;
  Max[0] = R;
}

__global__ void reject(const float *S, const float *G, const float *Max,
                       float *E, float Threshold) {
  long K = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (K >= Size)
    return;
  E[K] = S[K] > 0 && G[K] > Threshold * Max[0] ? 1.0f : 0.0f;
}

/// A stream with what one frame in flight needs.
struct Lane {
  cudaStream_t Stream;
  float *HostIn, *HostOut; // pinned
  float *I, *Is, *L, *S, *G, *Rows, *Max, *E;
};

void frame(Lane &W, const float *In, float *Out) {
  size_t Bytes = Size * sizeof(float);
  CUDA_CHECK(cudaMemcpyAsync(W.I, In, Bytes, cudaMemcpyHostToDevice, W.Stream));
  dim3 Block(32, 8), Grid((N + 31) / 32, (M + 7) / 8);
  gaussian<<<Grid, Block, 0, W.Stream>>>(W.I, W.Is);
  laplacian<<<Grid, Block, 0, W.Stream>>>(W.Is, W.L);
  zeroCrossing<<<Grid, Block, 0, W.Stream>>>(W.L, W.S);
  gradient<<<Grid, Block, 0, W.Stream>>>(W.Is, W.G);
  rowMax<<<(M + 127) / 128, 128, 0, W.Stream>>>(W.G, W.Rows);
  frameMax<<<1, 1, 0, W.Stream>>>(W.Rows, W.Max);
  reject<<<(Size + 255) / 256, 256, 0, W.Stream>>>(W.S, W.G, W.Max, W.E,
                                                   Threshold);
  CUDA_CHECK(
      cudaMemcpyAsync(Out, W.E, Bytes, cudaMemcpyDeviceToHost, W.Stream));
}

/// Every frame of P through the lanes; Staged: through their pinned
/// buffers, else directly.
void stream(Problem &P, Lane *Lanes, bool Staged) {
  size_t Bytes = Size * sizeof(float);
  for (long F = 0; F < P.Frames + Streams; ++F) {
    Lane &W = Lanes[F % Streams];
    // Frame F - Streams, the last on this lane, is done first.
    if (F >= Streams) {
      CUDA_CHECK(cudaStreamSynchronize(W.Stream));
      if (Staged)
        std::memcpy(&P.Edges[(F - Streams) * Size], W.HostOut, Bytes);
    }
    if (F >= P.Frames)
      continue;
    const float *In = &P.In[F * Size];
    if (Staged) {
      std::memcpy(W.HostIn, In, Bytes);
      In = W.HostIn;
    }
    frame(W, In, Staged ? W.HostOut : &P.Edges[F * Size]);
  }
  CUDA_CHECK(cudaGetLastError());
}

} // namespace

int main() {
  Problem P;
  CUDA_CHECK(cudaMemcpyToSymbol(Weights, Gaussian, sizeof(Gaussian)));
  Lane Lanes[Streams];
  for (Lane &W : Lanes) {
    CUDA_CHECK(cudaStreamCreateWithFlags(&W.Stream, cudaStreamNonBlocking));
    CUDA_CHECK(cudaMallocHost(&W.HostIn, Size * sizeof(float)));
    CUDA_CHECK(cudaMallocHost(&W.HostOut, Size * sizeof(float)));
    for (float **D : {&W.I, &W.Is, &W.L, &W.S, &W.G, &W.E})
      *D = bench::deviceAlloc<float>(Size);
    W.Rows = bench::deviceAlloc<float>(M);
    W.Max = bench::deviceAlloc<float>(1);
  }
  bench::timeRegion("edges", "cuda", [&] { stream(P, Lanes, true); });
  int Status = finish("cuda", P);

  std::fill(P.Edges.begin(), P.Edges.end(), -1.0f);
  CUDA_CHECK(cudaHostRegister(P.In.data(), P.In.size() * sizeof(float), 0));
  CUDA_CHECK(
      cudaHostRegister(P.Edges.data(), P.Edges.size() * sizeof(float), 0));
  bench::timeRegion("edges", "cuda-pinned", [&] { stream(P, Lanes, false); });
  CUDA_CHECK(cudaHostUnregister(P.In.data()));
  CUDA_CHECK(cudaHostUnregister(P.Edges.data()));
  Status |= finish("cuda-pinned", P);

  for (Lane &W : Lanes) {
    for (float *D : {W.I, W.Is, W.L, W.S, W.G, W.Rows, W.Max, W.E})
      CUDA_CHECK(cudaFree(D));
    CUDA_CHECK(cudaFreeHost(W.HostIn));
    CUDA_CHECK(cudaFreeHost(W.HostOut));
    CUDA_CHECK(cudaStreamDestroy(W.Stream));
  }
  return Status;
}
