// Several graphs in flight at once: three launches before the first wait
// (the same graph twice, on different data, and another graph), waited for
// in another order. The tiled graph uses an allocation node and a barrier,
// so each launch has scopes and phases of its own.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=3 %t | FileCheck %s
// CHECK: reversed 64 tiles of 32: OK
// CHECK-NEXT: reversed 7 tiles of 32: OK
// CHECK-NEXT: scaled 100000 elements: OK
#include <hpvm.h>
#include <stdio.h>
#include <stdlib.h>

#define TILE 32

void scratch(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *p = __hpvm__malloc(bytes);
  __hpvm__return(2, p, bytes);
}

// Reverses one tile of `data` through the scratch buffer.
void reverse(int *tmp, size_t tmpBytes, int *data, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, tmp, data, 2, tmp, data);
  void *self = __hpvm__getNode();
  long i = __hpvm__getNodeInstanceID_x(self);
  long base = __hpvm__getNodeInstanceID_x(__hpvm__getParentNode(self)) * TILE;
  tmp[i] = data[base + i];
  __hpvm__barrier();
  data[base + i] = tmp[TILE - 1 - i];
  __hpvm__return(0);
}

void tile(int *data, size_t bytes, size_t tmpBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, data, 1, data);
  void *s = __hpvm__createNodeND(0, (void *)scratch);
  void *r = __hpvm__createNodeND(1, (void *)reverse, TILE);
  __hpvm__bindIn(s, 2, 0, 0);
  __hpvm__edge(s, r, 1, 0, 0, 0);
  __hpvm__edge(s, r, 1, 1, 1, 0);
  __hpvm__bindIn(r, 0, 2, 0);
  __hpvm__bindIn(r, 1, 3, 0);
}

void tiles(int *data, size_t bytes, size_t tmpBytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, data, 1, data);
  void *t = __hpvm__createNodeND(1, (void *)tile, n);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
  __hpvm__bindIn(t, 2, 2, 0);
}

void scale(float *v, size_t bytes, float f) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, v, 1, v);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  v[i] *= f;
  __hpvm__return(0);
}

void scaleRoot(float *v, size_t bytes, float f, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, v, 1, v);
  void *s = __hpvm__createNodeND(1, (void *)scale, n);
  __hpvm__bindIn(s, 0, 0, 0);
  __hpvm__bindIn(s, 1, 1, 0);
  __hpvm__bindIn(s, 2, 2, 0);
}

struct __attribute__((packed)) TileArgs {
  int *data;
  size_t bytes;
  size_t tmpBytes;
  long n;
};

struct __attribute__((packed)) ScaleArgs {
  float *v;
  size_t bytes;
  float f;
  long n;
};

static bool reversed(const int *data, long tiles) {
  for (long t = 0; t < tiles; ++t)
    for (long i = 0; i < TILE; ++i)
      if (data[t * TILE + i] != (int)(t * TILE + TILE - 1 - i))
        return false;
  return true;
}

int main() {
  const long t1 = 64, t2 = 7, n = 100000;
  int *d1 = (int *)malloc(t1 * TILE * sizeof(int));
  int *d2 = (int *)malloc(t2 * TILE * sizeof(int));
  float *v = (float *)malloc(n * sizeof(float));
  for (long i = 0; i < t1 * TILE; ++i)
    d1[i] = (int)i;
  for (long i = 0; i < t2 * TILE; ++i)
    d2[i] = (int)i;
  for (long i = 0; i < n; ++i)
    v[i] = (float)i;

  __hpvm__init();
  TileArgs a1 = {d1, t1 * TILE * sizeof(int), TILE * sizeof(int), t1};
  TileArgs a2 = {d2, t2 * TILE * sizeof(int), TILE * sizeof(int), t2};
  ScaleArgs s = {v, n * sizeof(float), 0.5f, n};
  void *g1 = __hpvm__launch(0, (void *)tiles, &a1);
  void *g3 = __hpvm__launch(0, (void *)scaleRoot, &s);
  void *g2 = __hpvm__launch(0, (void *)tiles, &a2);
  __hpvm__wait(g2);
  __hpvm__wait(g1);
  __hpvm__wait(g3);
  __hpvm__cleanup();

  bool ok1 = reversed(d1, t1), ok2 = reversed(d2, t2), ok3 = true;
  for (long i = 0; i < n; ++i)
    ok3 &= v[i] == 0.5f * (float)i;
  printf("reversed %ld tiles of %d: %s\n", t1, TILE, ok1 ? "OK" : "WRONG");
  printf("reversed %ld tiles of %d: %s\n", t2, TILE, ok2 ? "OK" : "WRONG");
  printf("scaled %ld elements: %s\n", n, ok3 ? "OK" : "WRONG");
  free(d1);
  free(d2);
  free(v);
  return ok1 && ok2 && ok3 ? 0 : 1;
}
