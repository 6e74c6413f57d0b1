// A CUDA-style grid written in HPVM-C, as HPVM's own benchmarks write it:
// root -> a 0-D internal node for the CPU -> a 3-D internal node of 1 x 6 x 5
// instances (the blocks) -> a 3-D leaf of 256 x 1 x 1 instances (the
// threads) that reads its parent's instance ids. On the GPU the 256 threads
// must sit on CUDA's x axis (at most 64 threads fit on z): this launch
// used to fail with CUDA_ERROR_INVALID_VALUE.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// CHECK: cuda-style-grid: 7680 elements, 0 wrong
#include <hpvm.h>
#include <stdio.h>
#include <stdlib.h>

#ifndef DEVICE_HINT
#define DEVICE_HINT DEVICE
#endif

void leaf(int *out, size_t bytes) {
  __hpvm__hint(hpvm::DEVICE_HINT);
  __hpvm__attributes(1, out, 1, out);
  void *self = __hpvm__getNode();
  void *block = __hpvm__getParentNode(self);
  long tx = __hpvm__getNodeInstanceID_x(self);
  long by = __hpvm__getNodeInstanceID_y(block);
  long bz = __hpvm__getNodeInstanceID_z(block);
  long nby = __hpvm__getNumNodeInstances_y(block);
  long ntx = __hpvm__getNumNodeInstances_x(self);
  long i = (bz * nby + by) * ntx + tx;
  out[i] = (int)(3 * i + 1);
  __hpvm__return(0);
}

void blocks(int *out, size_t bytes) {
  __hpvm__hint(hpvm::DEVICE_HINT);
  __hpvm__attributes(1, out, 1, out);
  void *threads = __hpvm__createNodeND(3, leaf, 256, 1, 1);
  __hpvm__bindIn(threads, 0, 0, 0);
  __hpvm__bindIn(threads, 1, 1, 0);
}

void wrapper(int *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, out, 1, out);
  void *grid = __hpvm__createNodeND(3, blocks, 1, 6, 5);
  __hpvm__bindIn(grid, 0, 0, 0);
  __hpvm__bindIn(grid, 1, 1, 0);
}

void root(int *out, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, out, 1, out);
  void *w = __hpvm__createNodeND(0, wrapper);
  __hpvm__bindIn(w, 0, 0, 0);
  __hpvm__bindIn(w, 1, 1, 0);
}

struct __attribute__((packed)) Args {
  int *out;
  size_t bytes;
};

int main() {
  const long n = 256 * 6 * 5;
  int *out = (int *)calloc(n, sizeof(int));
  __hpvm__init();
  llvm_hpvm_track_mem(out, n * sizeof(int));
  Args args = {out, n * sizeof(int)};
  void *g = __hpvm__launch(0, root, &args);
  __hpvm__wait(g);
  llvm_hpvm_request_mem(out, n * sizeof(int));
  llvm_hpvm_untrack_mem(out);
  __hpvm__cleanup();
  long wrong = 0;
  for (long i = 0; i < n; ++i)
    wrong += out[i] != (int)(3 * i + 1);
  printf("cuda-style-grid: %ld elements, %ld wrong\n", n, wrong);
  free(out);
  return wrong != 0;
}
