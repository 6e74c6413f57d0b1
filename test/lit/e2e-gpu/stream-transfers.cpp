// A `graph stream` loop of three gpu stages copies each item's input to the
// device once and its output home once, when the host pops it; the work
// arrays declared in the loop body stay on the device (one buffer per item
// in flight, on the lanes of docs/streaming.md, "GPU stages"). Every item's
// result is checked. Without a GPU the stages run on the CPU and nothing is
// copied at all.
// POLICY-TESTS: skip it counts the copies of gpu nodes, which a policy may run on the CPU
// OPENCL-TESTS: skip it asks whether the CUDA GPU ran it
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t && %t 2>%t.err | FileCheck %s
// CHECK: stream-transfers: 40 items ok, copies as expected
#include <hpvm/hpvm_rt.h>

#include <cstdint>
#include <cstdio>
#include <vector>

const long W = 4096;

void run(const float *frames, float *result, long n) {
#pragma hpvm graph stream in(frames[0 : n * W]) out(result[0 : n * W])
  for (long f = 0; f < n; ++f) {
    const float *in = frames + f * W;
    float *out = result + f * W;
    float a[W], b[W];
#pragma hpvm node name(scale) parallel(1) in(in[0 : W])out(a)
    for (long i = 0; i < W; ++i)
      a[i] = in[i] * 2;
#pragma hpvm node name(square) parallel(1) in(a)out(b)
    for (long i = 0; i < W; ++i)
      b[i] = a[i] * a[i];
#pragma hpvm node name(offset) parallel(1) in(b)out(out[0 : W])
    for (long i = 0; i < W; ++i)
      out[i] = b[i] + (float)f;
  }
}

int main() {
  const long n = 40;
  std::vector<float> frames(n * W), result(n * W, -1.0f);
  for (long i = 0; i < n * W; ++i)
    frames[i] = (float)(i % 13);
  run(frames.data(), result.data(), n);

  long wrong = 0;
  for (long i = 0; i < n * W; ++i) {
    float a = frames[i] * 2;
    wrong += result[i] != a * a + (float)(i / W);
  }
  uint64_t toDevice, toDeviceBytes, toHost, toHostBytes;
  hpvm_rt_transfer_stats(&toDevice, &toDeviceBytes, &toHost, &toHostBytes);
  uint64_t bytes = n * W * sizeof(float);
  bool countsOk = hpvm_rt_gpu_available("stream-transfers", nullptr)
                      ? toDevice == n && toDeviceBytes == bytes &&
                            toHost == n && toHostBytes == bytes
                      : toDevice == 0 && toHost == 0;
  std::printf("stream-transfers: %ld items %s, copies %s\n", n,
              wrong ? "WRONG" : "ok", countsOk ? "as expected" : "UNEXPECTED");
  if (!countsOk)
    std::fprintf(
        stderr, "to device: %llu (%llu bytes), to host: %llu (%llu bytes)\n",
        (unsigned long long)toDevice, (unsigned long long)toDeviceBytes,
        (unsigned long long)toHost, (unsigned long long)toHostBytes);
  return wrong || !countsOk;
}
