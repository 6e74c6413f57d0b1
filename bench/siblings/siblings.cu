// siblings.cu - CUDA baseline of siblings.cpp: each node's copy in, kernel
// and copy out on a stream of its own (variant cuda), so that B's copy in
// runs while A's kernel does, as a CUDA programmer overlaps independent
// work; and everything on one stream (variant cuda-one-stream). The host
// data is the same pageable memory as the hpvmcc program's; device buffers
// are allocated once, outside the timed region.
//
//   nvcc -O3 -arch=sm_90 siblings.cu -o siblings_cuda
#include "../common/cuda.h"
#include "siblings.h"

__global__ void iterateKernel(const float *A, float *RA, long N) {
  long I = blockIdx.x * static_cast<long>(blockDim.x) + threadIdx.x;
  if (I < N)
    RA[I] = siblings::iterate(A[I]);
}

__global__ void scaleKernel(const float *B, float *RB, long N) {
  long I = blockIdx.x * static_cast<long>(blockDim.x) + threadIdx.x;
  if (I < N)
    RB[I] = siblings::scale(B[I]);
}

namespace {

constexpr int Block = 256;

unsigned blocks(long N) {
  return static_cast<unsigned>((N + Block - 1) / Block);
}

/// Runs both nodes, A's work on SA and B's on SB, and waits for both.
void runOn(siblings::Problem &P, float *DA, float *DRA, float *DB, float *DRB,
           cudaStream_t SA, cudaStream_t SB) {
  long NA = siblings::na(), NB = siblings::nb();
  CUDA_CHECK(cudaMemcpyAsync(DA, P.A.data(), NA * sizeof(float),
                             cudaMemcpyHostToDevice, SA));
  iterateKernel<<<blocks(NA), Block, 0, SA>>>(DA, DRA, NA);
  CUDA_CHECK(cudaMemcpyAsync(DB, P.B.data(), NB * sizeof(float),
                             cudaMemcpyHostToDevice, SB));
  scaleKernel<<<blocks(NB), Block, 0, SB>>>(DB, DRB, NB);
  CUDA_CHECK(cudaMemcpyAsync(P.RB.data(), DRB, NB * sizeof(float),
                             cudaMemcpyDeviceToHost, SB));
  CUDA_CHECK(cudaMemcpyAsync(P.RA.data(), DRA, NA * sizeof(float),
                             cudaMemcpyDeviceToHost, SA));
  CUDA_CHECK(cudaStreamSynchronize(SA));
  CUDA_CHECK(cudaStreamSynchronize(SB));
}

} // namespace

int main() {
  siblings::Problem P;
  float *DA = bench::deviceAlloc<float>(siblings::na());
  float *DRA = bench::deviceAlloc<float>(siblings::na());
  float *DB = bench::deviceAlloc<float>(siblings::nb());
  float *DRB = bench::deviceAlloc<float>(siblings::nb());
  cudaStream_t SA, SB;
  CUDA_CHECK(cudaStreamCreateWithFlags(&SA, cudaStreamNonBlocking));
  CUDA_CHECK(cudaStreamCreateWithFlags(&SB, cudaStreamNonBlocking));
  bench::timeRegion("siblings", "cuda",
                    [&] { runOn(P, DA, DRA, DB, DRB, SA, SB); });
  int Status = siblings::finish("cuda", P);
  siblings::Problem Q;
  bench::timeRegion("siblings", "cuda-one-stream",
                    [&] { runOn(Q, DA, DRA, DB, DRB, SA, SA); });
  Status |= siblings::finish("cuda-one-stream", Q);
  for (float *D : {DA, DRA, DB, DRB})
    CUDA_CHECK(cudaFree(D));
  CUDA_CHECK(cudaStreamDestroy(SA));
  CUDA_CHECK(cudaStreamDestroy(SB));
  return Status;
}
