// Three sibling nodes with inferred edges (a 2-D blur, a 1-D scale, a 2-D
// difference) and host code around them, against the same code compiled
// sequentially. Built for the cpu target here; scripts/gpu-tests.sh also
// builds it for the gpu target.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t.gpu
// RUN: %t.gpu 2>%t.err | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq | FileCheck %s
#include <cmath>
#include <cstdio>
#include <vector>

static void run(const float *in, float *blur, float *scaled, float *diff,
                long rows, long cols, float k) {
  long n = rows * cols;
#pragma hpvm graph in(in[0:n]) out(blur[0:n], scaled[0:n], diff[0:n])
  {
#pragma hpvm node parallel(2) in(in[0:n]) out(blur[0:n])
    for (long i = 0; i < rows; ++i)
      for (long j = 0; j < cols; ++j) {
        float s = 0;
        int c = 0;
        for (long di = -1; di <= 1; ++di)
          for (long dj = -1; dj <= 1; ++dj) {
            long y = i + di, x = j + dj;
            if (y >= 0 && y < rows && x >= 0 && x < cols) {
              s += in[y * cols + x];
              ++c;
            }
          }
        blur[i * cols + j] = s / c;
      }
#pragma hpvm node parallel(1) in(blur[0:n]) out(scaled[0:n])
    for (long i = 0; i < n; ++i)
      scaled[i] = k * std::sqrt(blur[i]);
#pragma hpvm node parallel(2) in(in[0:n], scaled[0:n]) out(diff[0:n])
    for (long i = 0; i < rows; ++i)
      for (long j = 0; j < cols; ++j)
        diff[i * cols + j] = in[i * cols + j] - scaled[i * cols + j];
  }
}

int main() {
  const long rows = 301, cols = 517, n = rows * cols;
  std::vector<float> in(n), blur(n), scaled(n), diff(n);
  for (long i = 0; i < n; ++i)
    in[i] = float((i * 7919) % 1000) / 10.0f;
  run(in.data(), blur.data(), scaled.data(), diff.data(), rows, cols, 0.5f);
  double s1 = 0, s2 = 0, s3 = 0;
  for (long i = 0; i < n; ++i) {
    s1 += blur[i];
    s2 += scaled[i];
    s3 += diff[i];
  }
  std::printf("pipeline-2d: %.2f %.2f %.2f\n", s1, s2, s3);
}
// CHECK: pipeline-2d: 7773052.87 541263.61 7231794.80
