// Siblings that reach one array through different pointer variables (an
// alias such as `float *half = tmp + 32`, computed in the graph or before
// it) are ordered as if both named the array: read after write, write
// through the alias then read through the array, and write after read. Every
// reader takes its elements from other instances (reversed), so running the
// two concurrently or out of order gives other sums. The sequential build
// must print the same.
// RUN: %hpvmcc -O0 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 %s -o %t.o2 && %t.o2 | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t.o2 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t.gpu && %t.gpu 2>/dev/null | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t.o2 > %t.out && diff %t.seq.out %t.out
// CHECK:      read after write: 17928.0
// CHECK-NEXT: write then read: 4086.0
// CHECK-NEXT: write after read: 8964.0 2898.0
#include <cstdio>

constexpr long N = 64, H = N / 2;

static float weighted(const float *a) {
  float s = 0;
  for (long i = 0; i < N; ++i)
    s += a[i] * float(i % 7);
  return s;
}

static void readAfterWrite(const float *in, float *tmp, float *out) {
#pragma hpvm graph in(in[0:N]) out(out[0:N]) inout(tmp[0:N])
  {
    float *half = tmp + H;
#pragma hpvm node parallel(1) in(in[0:N]) out(tmp[0:N])
    for (long i = 0; i < N; ++i)
      tmp[i] = in[i] * 2;
#pragma hpvm node parallel(1) in(half[0:H]) out(out[0:N])
    for (long i = 0; i < N; ++i)
      out[i] = half[H - 1 - i % H];
  }
}

static void writeThenRead(const float *in, float *tmp, float *out) {
  float *high = tmp + H;
#pragma hpvm graph in(in[0:N]) out(out[0:N]) inout(tmp[0:N])
  {
#pragma hpvm node parallel(1) in(in[0:N]) out(high[0:H])
    for (long i = 0; i < H; ++i)
      high[i] = in[i] * 3;
#pragma hpvm node parallel(1) in(tmp[0:N]) out(out[0:N])
    for (long i = 0; i < N; ++i)
      out[i] = tmp[N - 1 - i];
  }
}

static void writeAfterRead(const float *in, float *tmp, float *out) {
#pragma hpvm graph in(in[0:N]) out(out[0:N]) inout(tmp[0:N])
  {
    float *half = tmp + H;
#pragma hpvm node parallel(1) in(half[0:H]) out(out[0:N])
    for (long i = 0; i < N; ++i)
      out[i] = half[H - 1 - i % H];
#pragma hpvm node parallel(1) in(in[0:N]) out(tmp[0:N])
    for (long i = 0; i < N; ++i)
      tmp[i] = in[N - 1 - i] / 2;
  }
}

int main() {
  float in[N], tmp[N], out[N];
  for (long i = 0; i < N; ++i)
    in[i] = float(i);
  readAfterWrite(in, tmp, out);
  std::printf("read after write: %.1f\n", weighted(out));
  for (long i = 0; i < N; ++i)
    tmp[i] = 0;
  writeThenRead(in, tmp, out);
  std::printf("write then read: %.1f\n", weighted(out));
  for (long i = 0; i < N; ++i)
    tmp[i] = float(i);
  writeAfterRead(in, tmp, out);
  std::printf("write after read: %.1f %.1f\n", weighted(out), weighted(tmp));
}
