// coexec.cpp - co-execution (docs/scheduling.md, "Co-execution"): one
// compute-bound node run on the GPU alone, on the host's cores alone, and
// split between them (HPVM_POLICY=split's automatic shares, or HPVM_SPLIT),
// in one process, with the same result each way; then under the dynamic
// policy with the GPU taken away half way through a loop of launches.
//
//   hpvmcc -O3 -march=native --hpvm-targets=gpu,cpu bench/split/coexec.cpp -o
//   coexec
//   ./coexec [hash N ITERS | sgemm N] [REPS]
//
// hash: y[i] = ITERS rounds of an integer hash of i (1-D, exact on every
// device; default N = 2^24, ITERS = 2000). sgemm: C = A * B, naive, one
// instance per element (2-D, split by rows; default N = 2048). Each mode
// runs 3 untimed launches (the split's shares settle), then REPS timed ones
// (default 5), and prints the median:
//
//   coexec: hash n=16777216 gpu 4.210 ms
//   coexec: hash n=16777216 cpu 301.551 ms
//   coexec: hash n=16777216 split 4.390 ms (0.96x the best single device)
//   coexec: hash n=16777216 dynamic, the gpu taken away after 5 of 10
//     launches: 1512.3 ms (all on the gpu 42.1 ms, all on the cpu 3015.5 ms)
//   coexec: hash results agree
//
// With HPVM_SCHEDULE_LOG=1 each split launch prints its windows. Built
// for opencl,cpu instead, -DCOEXEC_DEVICE='"opencl"'. COEXEC_NO_CPU=1
// leaves out the host alone (slow for a big sgemm): with
// HPVM_GPU_DEVICES=0,1 HPVM_SPLIT=gpu:1 the split is two GPUs against one.
#include <hpvm/hpvm.h>
#include <hpvm/hpvm_rt.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <vector>

#ifndef COEXEC_DEVICE
#define COEXEC_DEVICE "gpu"
#endif

static void hash(uint32_t *y, long n, int iters) {
#pragma hpvm graph out(y[0 : n])
  {
#pragma hpvm node name(hash) parallel(1) out(y[0 : n])
    for (long i = 0; i < n; ++i) {
      uint32_t x = static_cast<uint32_t>(i);
      for (int k = 0; k < iters; ++k) {
        x ^= x << 13;
        x ^= x >> 17;
        x ^= x << 5;
        x = x * 1664525u + static_cast<uint32_t>(k);
      }
      y[i] = x;
    }
  }
}

static void sgemm(const float *A, const float *B, float *C, long n) {
#pragma hpvm graph in(A[0 : n * n], B[0 : n * n]) out(C[0 : n * n])
  {
#pragma hpvm node name(sgemm) parallel(2) in(A[0 : n * n], B[0 : n * n])       \
    out(C[0 : n * n])
    for (long i = 0; i < n; ++i)
      for (long j = 0; j < n; ++j) {
        float sum = 0.0f;
        for (long k = 0; k < n; ++k)
          sum += A[i * n + k] * B[k * n + j];
        C[i * n + j] = sum;
      }
  }
}

/// The median time of Reps launches after 3 untimed ones, in ms.
static double timeLaunches(int Reps, const std::function<void()> &Launch) {
  for (int R = 0; R < 3; ++R)
    Launch();
  std::vector<double> Ms;
  for (int R = 0; R < Reps; ++R) {
    auto Begin = std::chrono::steady_clock::now();
    Launch();
    Ms.push_back(std::chrono::duration<double, std::milli>(
                     std::chrono::steady_clock::now() - Begin)
                     .count());
  }
  std::sort(Ms.begin(), Ms.end());
  return Ms[Ms.size() / 2];
}

int main(int argc, char **argv) {
  bool Sgemm = argc > 1 && strcmp(argv[1], "sgemm") == 0;
  long N = argc > 2 ? atol(argv[2]) : Sgemm ? 2048 : 1L << 24;
  int Iters = !Sgemm && argc > 3 ? atoi(argv[3]) : 2000;
  int Reps = argc > (Sgemm ? 3 : 4) ? atoi(argv[Sgemm ? 3 : 4]) : 5;
  const char *Name = Sgemm ? "sgemm" : "hash";
  size_t Elems = Sgemm ? N * N : N;
  std::vector<float> A(Sgemm ? Elems : 0), B(A.size());
  for (size_t I = 0; I < A.size(); ++I) {
    A[I] = static_cast<float>(I % 17) / 16 - 0.5f;
    B[I] = static_cast<float>(I % 13) / 12 - 0.5f;
  }
  // One result per mode: gpu, cpu, split, dynamic.
  std::vector<std::vector<uint32_t>> Y(
      4, std::vector<uint32_t>(Sgemm ? 0 : Elems));
  std::vector<std::vector<float>> C(4, std::vector<float>(Sgemm ? Elems : 0));
  const char *Modes[3] = {"gpu", "cpu", "split"};
  const char *NoCPU = getenv("COEXEC_NO_CPU");
  bool WithCPU = !NoCPU || strcmp(NoCPU, "1") != 0;
  double Ms[3] = {0, HUGE_VAL, 0};
  auto launch = [&](int M) {
    if (Sgemm)
      sgemm(A.data(), B.data(), C[M].data(), N);
    else
      hash(Y[M].data(), N, Iters);
  };
  for (int M = 0; M < 3; ++M) {
    if (M == 1 && !WithCPU)
      continue;
    hpvm_rt_set_policy(M == 2 ? "split" : "node");
    hpvm_rt_set_device_available(COEXEC_DEVICE, M != 1);
    Ms[M] = timeLaunches(Reps, [&] { launch(M); });
    if (M < 2)
      printf("coexec: %s n=%ld %s %.3f ms\n", Name, N, Modes[M], Ms[M]);
    else
      printf("coexec: %s n=%ld split %.3f ms (%.2fx the best single "
             "device)\n",
             Name, N, Ms[2], std::min(Ms[0], Ms[1]) / Ms[2]);
  }
  // The dynamic policy, the device taken away after Reps of 2 * Reps
  // launches (the paper's experiment): the loop's time lies between all
  // launches on the device and all on the host.
  if (WithCPU) {
    hpvm_rt_set_policy("dynamic");
    hpvm_rt_set_device_available(COEXEC_DEVICE, 1);
    auto Begin = std::chrono::steady_clock::now();
    for (int R = 0; R < 2 * Reps; ++R) {
      if (R == Reps)
        hpvm_rt_set_device_available(COEXEC_DEVICE, 0);
      launch(3);
    }
    double Loop = std::chrono::duration<double, std::milli>(
                      std::chrono::steady_clock::now() - Begin)
                      .count();
    printf("coexec: %s n=%ld dynamic, the %s taken away after %d of %d "
           "launches: %.1f ms (all on the %s %.1f ms, all on the cpu %.1f "
           "ms)\n",
           Name, N, COEXEC_DEVICE, Reps, 2 * Reps, Loop, COEXEC_DEVICE,
           2 * Reps * Ms[0], 2 * Reps * Ms[1]);
  }
  bool Agree = true;
  for (size_t I = 0; I < Elems; ++I)
    for (int M = WithCPU ? 1 : 2; M < (WithCPU ? 4 : 3); ++M)
      Agree &= Sgemm ? std::fabs(C[M][I] - C[0][I]) <=
                           1e-3f * (1 + std::fabs(C[0][I]))
                     : Y[M][I] == Y[0][I];
  printf("coexec: %s results %s\n", Name, Agree ? "agree" : "DIFFER");
  return Agree ? 0 : 1;
}
