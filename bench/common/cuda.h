//===- cuda.h - error checks and timing of the CUDA baselines -------------===//
//
// A CUDA baseline times what an hpvmcc graph launch does: copy the inputs to
// the device, run the kernels, copy the outputs back, with device buffers
// allocated once outside the timed region (as a CUDA programmer writes it).
// Each timed run prints two lines: `variant` (steady_clock around all of
// it, after synchronising) and `variant-kernel` (CUDA events around the
// kernels only).
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_COMMON_CUDA_H
#define HPVM_BENCH_COMMON_CUDA_H

#include "bench.h"

#include <cuda_runtime.h>

#include <cstdio>
#include <cstdlib>
#include <string>

#define CUDA_CHECK(Call)                                                       \
  do {                                                                         \
    cudaError_t Err = (Call);                                                  \
    if (Err != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s:%d: %s: %s\n", __FILE__, __LINE__, #Call,       \
                   cudaGetErrorString(Err));                                   \
      std::exit(1);                                                            \
    }                                                                          \
  } while (0)

namespace bench {

template <typename T> T *deviceAlloc(size_t Count) {
  T *P = nullptr;
  CUDA_CHECK(cudaMalloc(&P, Count * sizeof(T)));
  return P;
}

template <typename T> void toDevice(T *Dst, const T *Src, size_t Count) {
  CUDA_CHECK(cudaMemcpy(Dst, Src, Count * sizeof(T), cudaMemcpyHostToDevice));
}

template <typename T> void toHost(T *Dst, const T *Src, size_t Count) {
  CUDA_CHECK(cudaMemcpy(Dst, Src, Count * sizeof(T), cudaMemcpyDeviceToHost));
}

/// Setup (untimed), then copy in, kernels, copy out; one warm-up run.
template <typename SetupT, typename InT, typename KernelsT, typename OutT>
void timeCuda(const char *Bench, const char *Variant, SetupT Setup, InT In,
              KernelsT Kernels, OutT Out) {
  cudaEvent_t E0, E1;
  CUDA_CHECK(cudaEventCreate(&E0));
  CUDA_CHECK(cudaEventCreate(&E1));
  for (int K = -1, N = reps(); K < N; ++K) {
    Setup();
    CUDA_CHECK(cudaDeviceSynchronize());
    Clock::time_point T0 = Clock::now();
    In();
    CUDA_CHECK(cudaEventRecord(E0));
    Kernels();
    CUDA_CHECK(cudaEventRecord(E1));
    CUDA_CHECK(cudaGetLastError());
    Out();
    CUDA_CHECK(cudaDeviceSynchronize());
    Clock::time_point T1 = Clock::now();
    float Ms = 0;
    CUDA_CHECK(cudaEventElapsedTime(&Ms, E0, E1));
    if (K < 0)
      continue;
    std::printf("hpvmbench bench=%s variant=%s sample=%d seconds=%.6e\n", Bench,
                Variant, K, std::chrono::duration<double>(T1 - T0).count());
    std::printf("hpvmbench bench=%s variant=%s-kernel sample=%d seconds=%.6e\n",
                Bench, Variant, K, Ms * 1e-3);
  }
  std::fflush(stdout);
  CUDA_CHECK(cudaEventDestroy(E0));
  CUDA_CHECK(cudaEventDestroy(E1));
}

} // namespace bench

#endif // HPVM_BENCH_COMMON_CUDA_H
