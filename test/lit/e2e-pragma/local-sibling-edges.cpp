// A `local` array carries data between the children of a tiled node like any
// other object: a child that reads it waits for the last earlier child that
// wrote it (read after write, also when another child sits between them, and
// when the writers write sections of it), and a child that overwrites it
// waits for those that read it since (write after read). Every reader here
// takes its elements from other instances (reversed), so running the children
// concurrently, out of order or fused into one leaf gives other sums. The
// sequential build must print the same.
// RUN: %hpvmcc -O0 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 %s -o %t.o2 && %t.o2 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-no-fusion %s -o %t.nf && %t.nf | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t.o2 | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t.gpu && %t.gpu 2>/dev/null | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t.o2 > %t.out && diff %t.seq.out %t.out
// CHECK:      read after write: 12200.0
// CHECK-NEXT: read and write: 18489.0
// CHECK-NEXT: two steps later: 12200.0 6300.0
// CHECK-NEXT: sections: 19308.0
// CHECK-NEXT: write after read: 12200.0 3610.0
#include <cstdio>

constexpr long N = 64, T = 16;

static float weighted(const float *a) {
  float s = 0;
  for (long i = 0; i < N; ++i)
    s += a[i] * float(i % 7);
  return s;
}

static void readAfterWrite(const float *in, float *out) {
#pragma hpvm graph in(in[0:N]) out(out[0:N])
  {
#pragma hpvm node parallel(1) in(in[0:N]) out(out[0:N])
    for (long t = 0; t < N / T; ++t) {
#pragma hpvm local
      float tile[T];
#pragma hpvm node parallel(1) in(in[0:N]) out(tile)
      for (long i = 0; i < T; ++i)
        tile[i] = in[t * T + i] * 2;
#pragma hpvm node parallel(1) in(tile) out(out[0:N])
      for (long i = 0; i < T; ++i)
        out[t * T + i] = tile[T - 1 - i];
    }
  }
}

static void readAndWrite(const float *in, float *out) {
#pragma hpvm graph in(in[0:N]) out(out[0:N])
  {
#pragma hpvm node parallel(1) in(in[0:N]) out(out[0:N])
    for (long t = 0; t < N / T; ++t) {
#pragma hpvm local
      float tile[T];
#pragma hpvm node parallel(1) in(in[0:N]) out(tile)
      for (long i = 0; i < T; ++i)
        tile[i] = in[t * T + i];
#pragma hpvm node parallel(1) inout(tile)
      for (long i = 0; i < T; ++i)
        tile[i] = tile[i] * 3 + 1;
#pragma hpvm node parallel(1) in(tile) out(out[0:N])
      for (long i = 0; i < T; ++i)
        out[t * T + i] = tile[T - 1 - i];
    }
  }
}

static void twoStepsLater(const float *in, float *out, float *other) {
#pragma hpvm graph in(in[0:N]) out(out[0:N], other[0:N])
  {
#pragma hpvm node parallel(1) in(in[0:N]) out(out[0:N], other[0:N])
    for (long t = 0; t < N / T; ++t) {
#pragma hpvm local
      float tile[T];
#pragma hpvm node parallel(1) in(in[0:N]) out(tile)
      for (long i = 0; i < T; ++i)
        tile[i] = in[t * T + i] * 2;
#pragma hpvm node parallel(1) in(in[0:N]) out(other[0:N])
      for (long i = 0; i < T; ++i)
        other[t * T + i] = in[t * T + i] + 1;
#pragma hpvm node parallel(1) in(tile) out(out[0:N])
      for (long i = 0; i < T; ++i)
        out[t * T + i] = tile[T - 1 - i];
    }
  }
}

static void sections(const float *in, float *out) {
#pragma hpvm graph in(in[0:N]) out(out[0:N])
  {
#pragma hpvm node parallel(1) in(in[0:N]) out(out[0:N])
    for (long t = 0; t < N / T; ++t) {
#pragma hpvm local
      float tile[T];
#pragma hpvm node parallel(1) in(in[0:N]) out(tile[0:T / 2])
      for (long i = 0; i < T / 2; ++i)
        tile[i] = in[t * T + i] * 2;
#pragma hpvm node parallel(1) in(in[0:N]) out(tile[T / 2:T / 2])
      for (long i = 0; i < T / 2; ++i)
        tile[T / 2 + i] = in[t * T + T / 2 + i] * 4;
#pragma hpvm node parallel(1) in(tile) out(out[0:N])
      for (long i = 0; i < T / 2; ++i) {
        out[t * T + i] = tile[T - 1 - i];
        out[t * T + T / 2 + i] = tile[T / 2 - 1 - i];
      }
    }
  }
}

static void writeAfterRead(const float *in, float *out, float *again) {
#pragma hpvm graph in(in[0:N]) out(out[0:N], again[0:N])
  {
#pragma hpvm node parallel(1) in(in[0:N]) out(out[0:N], again[0:N])
    for (long t = 0; t < N / T; ++t) {
#pragma hpvm local
      float tile[T];
#pragma hpvm node parallel(1) in(in[0:N]) out(tile)
      for (long i = 0; i < T; ++i)
        tile[i] = in[t * T + i] * 2;
#pragma hpvm node parallel(1) in(tile) out(out[0:N])
      for (long i = 0; i < T; ++i)
        out[t * T + i] = tile[T - 1 - i];
#pragma hpvm node parallel(1) out(tile)
      for (long i = 0; i < T; ++i)
        tile[i] = float(i);
#pragma hpvm node parallel(1) in(tile) out(again[0:N])
      for (long i = 0; i < T; ++i)
        again[t * T + i] = tile[T - 1 - i] * float(t + 1);
    }
  }
}

int main() {
  float in[N], out[N], other[N];
  for (long i = 0; i < N; ++i)
    in[i] = float(i);
  readAfterWrite(in, out);
  std::printf("read after write: %.1f\n", weighted(out));
  readAndWrite(in, out);
  std::printf("read and write: %.1f\n", weighted(out));
  twoStepsLater(in, out, other);
  std::printf("two steps later: %.1f %.1f\n", weighted(out), weighted(other));
  sections(in, out);
  std::printf("sections: %.1f\n", weighted(out));
  writeAfterRead(in, out, other);
  std::printf("write after read: %.1f %.1f\n", weighted(out), weighted(other));
}
