// Tiled sgemm, the way GPU code writes it: per tile of C, an allocation
// node gets scratch tiles of A and B, and a 16 x 16 leaf loads them,
// synchronises with __hpvm__barrier, multiplies, and synchronises again,
// inside its loop over the k tiles. On the CPU the leaf is split into
// phases at both barriers. Sizes are run-time values that are not
// multiples of the tile; the result is compared against a sequential
// product computed in the same program.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t 100 75 130 | FileCheck %s --check-prefix=ODD
// RUN: env HPVM_NUM_THREADS=1 %t 100 75 130 | FileCheck %s --check-prefix=ODD
// RUN: %t 256 256 256 | FileCheck %s --check-prefix=SQUARE
// RUN: %hpvmcc -O0 %s -o %t0 && %t0 33 17 5 | FileCheck %s --check-prefix=SMALL
// ODD: sgemm 100x75x130: 35 tiles of 16x16, max error {{[0-9.e+-]+}}, OK
// SQUARE: sgemm 256x256x256: 256 tiles of 16x16, max error {{[0-9.e+-]+}}, OK
// SMALL: sgemm 33x17x5: 6 tiles of 16x16, max error {{[0-9.e+-]+}}, OK
#include <hpvm.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#define TILE 16

// One A tile and one B tile per instance of `tile`.
void scratch(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *as = __hpvm__malloc(bytes);
  void *bs = __hpvm__malloc(bytes);
  __hpvm__return(4, as, bytes, bs, bytes);
}

void multiply(float *as, size_t asBytes, float *bs, size_t bsBytes, float *a,
              size_t aBytes, float *b, size_t bBytes, float *c,
              size_t cBytes, long m, long n, long k) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(4, as, bs, a, b, 3, as, bs, c);
  void *self = __hpvm__getNode();
  void *parent = __hpvm__getParentNode(self);
  long tx = __hpvm__getNodeInstanceID_x(self);
  long ty = __hpvm__getNodeInstanceID_y(self);
  long col = __hpvm__getNodeInstanceID_x(parent) * TILE + tx;
  long row = __hpvm__getNodeInstanceID_y(parent) * TILE + ty;
  float sum = 0.0f;
  for (long kt = 0; kt < k; kt += TILE) {
    as[ty * TILE + tx] = row < m && kt + tx < k ? a[row * k + kt + tx] : 0.0f;
    bs[ty * TILE + tx] = col < n && kt + ty < k ? b[(kt + ty) * n + col] : 0.0f;
    __hpvm__barrier();
    for (long kk = 0; kk < TILE; ++kk)
      sum += as[ty * TILE + kk] * bs[kk * TILE + tx];
    __hpvm__barrier();
  }
  if (row < m && col < n)
    c[row * n + col] = sum;
  __hpvm__return(0);
}

void tile(float *a, size_t aBytes, float *b, size_t bBytes, float *c,
          size_t cBytes, long m, long n, long k, size_t tileBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, a, b, 1, c);
  void *s = __hpvm__createNodeND(0, (void *)scratch);
  void *w = __hpvm__createNodeND(2, (void *)multiply, TILE, TILE);
  __hpvm__bindIn(s, 9, 0, 0);
  __hpvm__edge(s, w, 1, 0, 0, 0);
  __hpvm__edge(s, w, 1, 1, 1, 0);
  __hpvm__edge(s, w, 1, 2, 2, 0);
  __hpvm__edge(s, w, 1, 3, 3, 0);
  __hpvm__bindIn(w, 0, 4, 0);
  __hpvm__bindIn(w, 1, 5, 0);
  __hpvm__bindIn(w, 2, 6, 0);
  __hpvm__bindIn(w, 3, 7, 0);
  __hpvm__bindIn(w, 4, 8, 0);
  __hpvm__bindIn(w, 5, 9, 0);
  __hpvm__bindIn(w, 6, 10, 0);
  __hpvm__bindIn(w, 7, 11, 0);
  __hpvm__bindIn(w, 8, 12, 0);
}

void root(float *a, size_t aBytes, float *b, size_t bBytes, float *c,
          size_t cBytes, long m, long n, long k, size_t tileBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, a, b, 1, c);
  void *t = __hpvm__createNodeND(2, (void *)tile, (n + TILE - 1) / TILE,
                                 (m + TILE - 1) / TILE);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
  __hpvm__bindIn(t, 2, 2, 0);
  __hpvm__bindIn(t, 3, 3, 0);
  __hpvm__bindIn(t, 4, 4, 0);
  __hpvm__bindIn(t, 5, 5, 0);
  __hpvm__bindIn(t, 6, 6, 0);
  __hpvm__bindIn(t, 7, 7, 0);
  __hpvm__bindIn(t, 8, 8, 0);
  __hpvm__bindIn(t, 9, 9, 0);
}

struct __attribute__((packed)) Args {
  float *a;
  size_t aBytes;
  float *b;
  size_t bBytes;
  float *c;
  size_t cBytes;
  long m, n, k;
  size_t tileBytes;
};

int main(int argc, char **argv) {
  if (argc != 4)
    return 2;
  long m = atol(argv[1]), n = atol(argv[2]), k = atol(argv[3]);
  float *a = (float *)malloc(m * k * sizeof(float));
  float *b = (float *)malloc(k * n * sizeof(float));
  float *c = (float *)calloc(m * n, sizeof(float));
  float *ref = (float *)calloc(m * n, sizeof(float));
  for (long i = 0; i < m * k; ++i)
    a[i] = (float)((i * 7) % 13) - 6.0f;
  for (long i = 0; i < k * n; ++i)
    b[i] = (float)((i * 5) % 11) * 0.25f - 1.0f;
  for (long i = 0; i < m; ++i)
    for (long j = 0; j < n; ++j) {
      float sum = 0.0f;
      for (long kk = 0; kk < k; ++kk)
        sum += a[i * k + kk] * b[kk * n + j];
      ref[i * n + j] = sum;
    }

  __hpvm__init();
  Args args = {a,    m * k * sizeof(float), b, k * n * sizeof(float), c,
               m * n * sizeof(float), m, n, k, TILE * TILE * sizeof(float)};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
  __hpvm__cleanup();

  float maxError = 0.0f;
  for (long i = 0; i < m * n; ++i)
    maxError = fmaxf(maxError, fabsf(c[i] - ref[i]));
  long tiles = ((m + TILE - 1) / TILE) * ((n + TILE - 1) / TILE);
  printf("sgemm %ldx%ldx%ld: %ld tiles of %dx%d, max error %g, %s\n", m, n, k,
         tiles, TILE, TILE, maxError, maxError <= 1e-3f ? "OK" : "WRONG");
  free(a);
  free(b);
  free(c);
  free(ref);
  return maxError <= 1e-3f ? 0 : 1;
}
