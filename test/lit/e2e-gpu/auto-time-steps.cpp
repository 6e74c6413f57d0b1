// --hpvm-auto on a 1-D Jacobi stencil with host time steps: both sweeps
// become gpu nodes and a data region around the time loop keeps the two
// arrays on the device, so each goes there once and comes back once,
// however many steps run. Without a GPU the nodes run on the CPU and
// nothing is copied. The result is checked against the same sweeps run
// sequentially (`noauto`).
// BUILD-FLAGS: --hpvm-auto
// POLICY-TESTS: skip it counts the copies of gpu nodes, which a policy may run on the CPU
// OPENCL-TESTS: skip asks whether the GPU ran it (hpvm_rt_gpu_available), as transfer-counts.cpp
// RUN: %hpvmcc -O2 --hpvm-auto --hpvm-targets=gpu %s -o %t && %t 2>%t.err | FileCheck %s
// CHECK: auto-time-steps: 50 steps, result ok, copies as expected
#include <hpvm/hpvm_rt.h>
#include <cstdint>
#include <cstdio>
#include <vector>

static void jacobi(long steps, long n, long *__restrict__ a,
                   long *__restrict__ b) {
  for (long t = 0; t < steps; ++t) {
    for (long i = 1; i < n - 1; ++i)
      b[i] = (a[i - 1] + 2 * a[i] + a[i + 1]) / 4;
    for (long i = 1; i < n - 1; ++i)
      a[i] = (b[i - 1] + 2 * b[i] + b[i + 1]) / 4;
  }
}

int main() {
  const long n = 1 << 16, steps = 50;
  std::vector<long> a(n), b(n), ra(n), rb(n);
#pragma hpvm noauto
  for (long i = 0; i < n; ++i)
    a[i] = ra[i] = (i * 7919) % 1000;
  jacobi(steps, n, a.data(), b.data());
#pragma hpvm noauto
  for (long t = 0; t < steps; ++t) {
    for (long i = 1; i < n - 1; ++i)
      rb[i] = (ra[i - 1] + 2 * ra[i] + ra[i + 1]) / 4;
    for (long i = 1; i < n - 1; ++i)
      ra[i] = (rb[i - 1] + 2 * rb[i] + rb[i + 1]) / 4;
  }
  bool ok = a == ra && std::vector<long>(b.begin() + 1, b.end() - 1) ==
                           std::vector<long>(rb.begin() + 1, rb.end() - 1);
  uint64_t toDevice, toDeviceBytes, toHost, toHostBytes;
  hpvm_rt_transfer_stats(&toDevice, &toDeviceBytes, &toHost, &toHostBytes);
  bool onGPU = hpvm_rt_gpu_available("auto-time-steps", nullptr);
  bool countsOk = onGPU ? toDevice == 2 && toHost == 2 : toDevice == 0;
  std::printf("auto-time-steps: %ld steps, result %s, copies %s\n", steps,
              ok ? "ok" : "WRONG", countsOk ? "as expected" : "UNEXPECTED");
  if (!countsOk)
    std::fprintf(stderr, "to device: %llu, to host: %llu\n",
                 (unsigned long long)toDevice, (unsigned long long)toHost);
  return !(ok && countsOk);
}
