// sgemm.cu - hand-written CUDA baselines of sgemm_naive.cpp and
// sgemm_tiled.cpp, and cuBLAS.
//
//   nvcc -O3 -arch=sm_90 sgemm.cu -lcublas -o sgemm_cuda
//   ./sgemm_cuda naive|tiled|cublas
//
// naive: one thread per element of C (x = column, for coalescing), the
// whole dot product per thread. tiled: 16 x 16 thread blocks staging tiles
// of A and B in shared memory, two __syncthreads per step along k, as the
// pragma version's barriers. cublas: cublasSgemm in its default (FP32, no
// TF32) math mode; row-major C = A * B is column-major C^T = B^T * A^T.
#include "../common/cuda.h"
#include "sgemm.h"

#include <cublas_v2.h>

#include <cstring>

__global__ void sgemmNaive(const float *A, const float *B, float *C, long n) {
  long i = blockIdx.y * (long)blockDim.y + threadIdx.y;
  long j = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i >= n || j >= n)
    return;
  float sum = 0.0f;
  for (long k = 0; k < n; ++k)
    sum += A[i * n + k] * B[k * n + j];
  C[i * n + j] = sum;
}

__global__ void sgemmTiled(const float *A, const float *B, float *C, long n) {
  __shared__ float tileA[16][16], tileB[16][16];
  long ti = threadIdx.y, tj = threadIdx.x;
  long i = blockIdx.y * 16L + ti, j = blockIdx.x * 16L + tj;
  float sum = 0.0f;
  for (long kb = 0; kb < n; kb += 16) {
    tileA[ti][tj] = A[i * n + kb + tj];
    tileB[ti][tj] = B[(kb + ti) * n + j];
    __syncthreads();
    for (long k = 0; k < 16; ++k)
      sum += tileA[ti][k] * tileB[k][tj];
    __syncthreads();
  }
  C[i * n + j] = sum;
}

int main(int argc, char **argv) {
  const char *Mode = argc == 2 ? argv[1] : "";
  bool Naive = !std::strcmp(Mode, "naive"), Tiled = !std::strcmp(Mode, "tiled"),
       Blas = !std::strcmp(Mode, "cublas");
  if (!Naive && !Tiled && !Blas) {
    std::fprintf(stderr, "usage: %s naive|tiled|cublas\n", argv[0]);
    return 2;
  }
  // cuBLAS is timed on the tiled size; both sizes can be set with SGEMM_N.
  const char *Bench = Naive ? "sgemm_naive" : "sgemm_tiled";
  const char *Variant = Blas ? "cublas" : "cuda";
  sgemm::Problem P(sgemm::size(Naive ? sgemm::NaiveN : sgemm::TiledN));
  long n = P.N;
  size_t Count = n * n;
  float *dA = bench::deviceAlloc<float>(Count);
  float *dB = bench::deviceAlloc<float>(Count);
  float *dC = bench::deviceAlloc<float>(Count);
  cublasHandle_t Handle = nullptr;
  if (Blas && cublasCreate(&Handle) != CUBLAS_STATUS_SUCCESS) {
    std::fprintf(stderr, "cublasCreate failed\n");
    return 1;
  }
  bench::timeCuda(
      Bench, Variant, [] {},
      [&] {
        bench::toDevice(dA, P.A.data(), Count);
        bench::toDevice(dB, P.B.data(), Count);
      },
      [&] {
        if (Blas) {
          const float One = 1.0f, Zero = 0.0f;
          if (cublasSgemm(Handle, CUBLAS_OP_N, CUBLAS_OP_N, n, n, n, &One, dB,
                          n, dA, n, &Zero, dC, n) != CUBLAS_STATUS_SUCCESS) {
            std::fprintf(stderr, "cublasSgemm failed\n");
            std::exit(1);
          }
        } else if (Naive) {
          dim3 Block(32, 8), Grid((n + 31) / 32, (n + 7) / 8);
          sgemmNaive<<<Grid, Block>>>(dA, dB, dC, n);
        } else {
          dim3 Block(16, 16), Grid(n / 16, n / 16);
          sgemmTiled<<<Grid, Block>>>(dA, dB, dC, n);
        }
      },
      [&] { bench::toHost(P.C.data(), dC, Count); });
  if (Handle)
    cublasDestroy(Handle);
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  CUDA_CHECK(cudaFree(dC));
  return sgemm::finish(Bench, Variant, P);
}
