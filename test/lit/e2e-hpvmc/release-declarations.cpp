// The HPVM release declares __hpvm__createNodeND(unsigned, ...) and
// __hpvm__launch(unsigned, ...): its programs pass node functions by name,
// without casts. Same graph as one-to-one-int-counts.cpp.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
#include <hpvm.h>
#include <stdio.h>

void bump(int *p, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *self = __hpvm__getNode();
  long x = __hpvm__getNodeInstanceID_x(self);
  long y = __hpvm__getNodeInstanceID_y(self);
  long nx = __hpvm__getNumNodeInstances_x(self);
  __hpvm__atomic_add(p + y * nx + x, 1);
  __hpvm__return(2, p, bytes);
}

void root(int *p, size_t bytes, int nx, short ny) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *a = __hpvm__createNodeND(2, bump, nx, ny);
  void *b = __hpvm__createNodeND(2, bump, nx, ny);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__bindIn(a, 1, 1, 0);
  __hpvm__edge(a, b, 0, 0, 0, 0);
  __hpvm__edge(a, b, 0, 1, 1, 0);
}

struct __attribute__((packed)) Args {
  int *p;
  size_t bytes;
  int nx;
  short ny;
};

int main() {
  int cells[6] = {0};
  __hpvm__init();
  llvm_hpvm_track_mem(cells, sizeof cells);
  Args args = {cells, sizeof cells, 3, 2};
  void *g = __hpvm__launch(0, root, &args);
  __hpvm__wait(g);
  llvm_hpvm_request_mem(cells, sizeof cells);
  llvm_hpvm_untrack_mem(cells);
  __hpvm__cleanup();
  for (int c : cells)
    printf("%d ", c);
  printf("\n");
  return 0;
}

// CHECK: 2 2 2 2 2 2
