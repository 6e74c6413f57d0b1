// With -fopenmp, a block-form node whose statement is an OpenMP directive
// (`#pragma omp simd` and its loop) runs the loop: the node's text is the
// directive and the statement it applies to (the directive's own range is
// its pragma line). Written as the braceless body of a loop node, the
// directive's tokens up to its end and then its loop are the node's
// statement: the braces end after the loop, and the next node stays the
// graph's. The sequential build prints the same.
// RUN: %hpvmcc -O2 -fopenmp %s -o %t && %t | FileCheck %s
// RUN: %clangxx -O2 -fopenmp -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// BUILD-FLAGS: -fopenmp
// CHECK: braces: 3147054499515343447
// CHECK: braceless: 3147054499515343447
#include <cstdio>

constexpr long N = 6, M = 5;

static unsigned long checksum(const long *a, const long *b) {
  unsigned long s = 0;
  for (long k = 0; k < N * M; ++k)
    s = s * 7 + a[k];
  for (long k = 0; k < N; ++k)
    s = s * 7 + b[k];
  return s;
}

static void braces(long *a, long *b) {
#pragma hpvm graph out(a[0:N*M], b[0:N])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i) {
#pragma hpvm node
#pragma omp simd
      for (long j = 0; j < M; ++j) {
        a[i * M + j] = i * 10 + j;
      }
    }
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
      b[i] = i * 3;
  }
}

static void braceless(long *a, long *b) {
#pragma hpvm graph out(a[0:N*M], b[0:N])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
#pragma hpvm node
#pragma omp simd
      for (long j = 0; j < M; ++j) {
        a[i * M + j] = i * 10 + j;
      }
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
      b[i] = i * 3;
  }
}

int main() {
  static long a[N * M], b[N];
  braces(a, b);
  std::printf("braces: %lu\n", checksum(a, b));
  static long c[N * M], d[N];
  braceless(c, d);
  std::printf("braceless: %lu\n", checksum(c, d));
}
