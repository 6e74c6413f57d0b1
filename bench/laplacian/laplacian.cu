// laplacian.cu - hand-written CUDA baseline of laplacian.cpp: the same three
// kernels (dilate, erode, combine), one thread per pixel. The scratch images
// stay on the device: only the input goes in and only L comes back.
//
//   nvcc -O3 -arch=sm_90 laplacian.cu -o laplacian_cuda
#include "../common/cuda.h"
#include "laplacian.h"

template <bool Max>
__global__ void morph(const float *img, float *out, long h, long w) {
  long c = blockIdx.x * (long)blockDim.x + threadIdx.x;
  long r = blockIdx.y * (long)blockDim.y + threadIdx.y;
  if (r >= h || c >= w)
    return;
  long r0 = max(r - 1, 0L), r1 = min(r + 1, h - 1);
  long c0 = max(c - 1, 0L), c1 = min(c + 1, w - 1);
  float m = img[r * w + c];
  for (long y = r0; y <= r1; ++y)
    for (long x = c0; x <= c1; ++x)
      m = Max ? fmaxf(m, img[y * w + x]) : fminf(m, img[y * w + x]);
  out[r * w + c] = m;
}

__global__ void combine(const float *img, const float *dil, const float *ero,
                        float *lap, long h, long w) {
  long c = blockIdx.x * (long)blockDim.x + threadIdx.x;
  long r = blockIdx.y * (long)blockDim.y + threadIdx.y;
  if (r >= h || c >= w)
    return;
  lap[r * w + c] = dil[r * w + c] + ero[r * w + c] - 2.0f * img[r * w + c];
}

int main() {
  laplacian::Problem P;
  long h = P.H, w = P.W;
  size_t Count = h * w;
  float *dImg = bench::deviceAlloc<float>(Count);
  float *dDil = bench::deviceAlloc<float>(Count);
  float *dEro = bench::deviceAlloc<float>(Count);
  float *dLap = bench::deviceAlloc<float>(Count);
  dim3 Block(32, 8), Grid((w + 31) / 32, (h + 7) / 8);
  bench::timeCuda(
      "laplacian", "cuda", [] {},
      [&] { bench::toDevice(dImg, P.Img.data(), Count); },
      [&] {
        morph<true><<<Grid, Block>>>(dImg, dDil, h, w);
        morph<false><<<Grid, Block>>>(dImg, dEro, h, w);
        combine<<<Grid, Block>>>(dImg, dDil, dEro, dLap, h, w);
      },
      [&] { bench::toHost(P.Lap.data(), dLap, Count); });
  for (float *D : {dImg, dDil, dEro, dLap})
    CUDA_CHECK(cudaFree(D));
  return laplacian::finish("cuda", P);
}
