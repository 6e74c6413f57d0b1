// chain.cu - CUDA baseline of chain.cpp: each step's six smoothing kernels
// launched one by one on the default stream (variant cuda), and the same
// step captured once as a CUDA graph (stream capture, cudaGraphInstantiate)
// replayed with one cudaGraphLaunch per step (variant cuda-graph), as
// CUDA programmers batch a repeated sequence of small kernels. A timed run
// is what chain.cpp's data region does: copy x in, the steps, copy x out.
//
//   nvcc -O3 -arch=sm_90 chain.cu -o graphs_cuda
//   ./graphs_cuda            # both variants
#include "../common/cuda.h"
#include "chain.h"

__global__ void smoothKernel(const unsigned *In, unsigned *Out, long N) {
  long I = blockIdx.x * static_cast<long>(blockDim.x) + threadIdx.x;
  if (I < N)
    Out[I] = chain::smooth(In, I, N);
}

namespace {

constexpr int Block = 256;

/// The device arrays: x and the stages' outputs.
struct Arrays {
  unsigned *X = bench::deviceAlloc<unsigned>(chain::Elements);
  unsigned *T[chain::Stages - 1];
  Arrays() {
    for (unsigned *&P : T)
      P = bench::deviceAlloc<unsigned>(chain::Elements);
  }
};

/// One step's kernels on Stream: x -> T[0] -> ... -> T[4] -> x.
void step(const Arrays &A, long N, cudaStream_t Stream) {
  int Blocks = static_cast<int>((N + Block - 1) / Block);
  const unsigned *In = A.X;
  for (int K = 0; K < chain::Stages; ++K) {
    unsigned *Out = K == chain::Stages - 1 ? A.X : A.T[K];
    smoothKernel<<<Blocks, Block, 0, Stream>>>(In, Out, N);
    In = Out;
  }
}

} // namespace

int main() {
  Arrays A;
  int Status = chain::run("cuda", [&](unsigned *X, long N, long Steps) {
    bench::toDevice(A.X, X, N);
    for (long S = 0; S < Steps; ++S)
      step(A, N, 0);
    bench::toHost(X, A.X, N);
  });

  cudaStream_t Stream;
  CUDA_CHECK(cudaStreamCreateWithFlags(&Stream, cudaStreamNonBlocking));
  cudaGraph_t Graph;
  cudaGraphExec_t Exec;
  CUDA_CHECK(cudaStreamBeginCapture(Stream, cudaStreamCaptureModeGlobal));
  step(A, chain::Elements, Stream);
  CUDA_CHECK(cudaStreamEndCapture(Stream, &Graph));
  CUDA_CHECK(cudaGraphInstantiate(&Exec, Graph, 0));
  Status |= chain::run("cuda-graph", [&](unsigned *X, long N, long Steps) {
    CUDA_CHECK(cudaMemcpyAsync(A.X, X, N * sizeof(unsigned),
                               cudaMemcpyHostToDevice, Stream));
    for (long S = 0; S < Steps; ++S)
      CUDA_CHECK(cudaGraphLaunch(Exec, Stream));
    CUDA_CHECK(cudaMemcpyAsync(X, A.X, N * sizeof(unsigned),
                               cudaMemcpyDeviceToHost, Stream));
    CUDA_CHECK(cudaStreamSynchronize(Stream));
  });
  CUDA_CHECK(cudaGraphExecDestroy(Exec));
  CUDA_CHECK(cudaGraphDestroy(Graph));
  CUDA_CHECK(cudaStreamDestroy(Stream));
  return Status;
}
