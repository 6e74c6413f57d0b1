// A `graph stream` loop of three stages: each iteration is one item (a
// frame of W values), `tmp` declared in the loop body is a per-item buffer,
// `peak` a per-item scalar the first stage computes for the third, and the
// loop variable reaches the stages as a per-item value. The result equals
// the sequential program's (pragmas ignored) at every buffer depth and
// worker count, and with more items than the pipeline is deep.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_STREAM_DEPTH=1 HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %hpvmcc -O0 %s -o %t0 && %t0 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.v && %t.v | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: stream: 100 items, sum 345820.1, first 0.3, last 102.5
#include <cstdio>
#include <vector>

const long W = 64;

void run(const float *frames, float *result, long n, float gain) {
#pragma hpvm graph stream in(frames[0:n*W]) out(result[0:n*W])
  for (long f = 0; f < n; ++f) {
    const float *in = frames + f * W;
    float *out = result + f * W;
    float tmp[W];
    float peak = 0;
#pragma hpvm node name(scale) in(in[0:W]) out(tmp, peak)
    {
      float m = 0;
      for (long i = 0; i < W; ++i) {
        tmp[i] = in[i] * gain;
        m = tmp[i] > m ? tmp[i] : m;
      }
      peak = m;
    }
#pragma hpvm node name(smooth) parallel(1) inout(tmp)
    for (long i = 0; i < W; i += 2)
      tmp[i] = (tmp[i] + tmp[i + 1]) * 0.5f;
#pragma hpvm node name(finish) parallel(1) in(tmp) out(out[0:W])
    for (long i = 0; i < W; ++i)
      out[i] = tmp[i] / peak * 8.0f + (float)f;
  }
}

int main() {
  const long n = 100;
  std::vector<float> frames(n * W), result(n * W, -1.0f);
  for (long i = 0; i < n * W; ++i)
    frames[i] = (float)(i % 13 + i / W % 5);
  run(frames.data(), result.data(), n, 2.0f);
  double sum = 0;
  for (float v : result)
    sum += v;
  std::printf("stream: %ld items, sum %.1f, first %.1f, last %.1f\n", n, sum,
              result[0], result[n * W - 1]);
  return 0;
}
