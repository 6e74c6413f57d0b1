// stencil.cu - hand-written CUDA baseline of stencil.cpp: one thread per
// interior point (x = k, the contiguous dimension), two steps per iteration
// of the host loop, both grids copied in once and out once: the program
// (like stencil.cpp and its sequential meaning) leaves both updated on the
// host, not only the one that holds the result.
//
//   nvcc -O3 -arch=sm_90 stencil.cu -o stencil_cuda
#include "../common/cuda.h"
#include "stencil.h"

__global__ void step(const float *in, float *out, long nx, long ny, long nz,
                     float c0, float c1) {
  long k = blockIdx.x * (long)blockDim.x + threadIdx.x + 1;
  long j = blockIdx.y * (long)blockDim.y + threadIdx.y + 1;
  long i = blockIdx.z * (long)blockDim.z + threadIdx.z + 1;
  if (i >= nx - 1 || j >= ny - 1 || k >= nz - 1)
    return;
  long c = (i * ny + j) * nz + k;
  out[c] = stencil::point(in, c, ny, nz, c0, c1);
}

int main() {
  stencil::Problem P;
  long nx = P.NX, ny = P.NY, nz = P.NZ;
  size_t Count = P.points();
  float *dA = bench::deviceAlloc<float>(Count);
  float *dB = bench::deviceAlloc<float>(Count);
  dim3 Block(32, 4, 2);
  dim3 Grid((nz - 2 + Block.x - 1) / Block.x, (ny - 2 + Block.y - 1) / Block.y,
            (nx - 2 + Block.z - 1) / Block.z);
  bench::timeCuda(
      "stencil", "cuda", [&] { P.reset(); },
      [&] {
        bench::toDevice(dA, P.A.data(), Count);
        bench::toDevice(dB, P.B.data(), Count);
      },
      [&] {
        for (long t = 0; t < P.Steps; t += 2) {
          step<<<Grid, Block>>>(dA, dB, nx, ny, nz, stencil::C0, stencil::C1);
          step<<<Grid, Block>>>(dB, dA, nx, ny, nz, stencil::C0, stencil::C1);
        }
      },
      [&] {
        bench::toHost(P.A.data(), dA, Count);
        bench::toHost(P.B.data(), dB, Count);
      });
  CUDA_CHECK(cudaFree(dA));
  CUDA_CHECK(cudaFree(dB));
  return stencil::finish("cuda", P);
}
