// An HPVM-C program in C, as the HPVM release's programs are written:
// node functions passed by name to __hpvm__createNodeND and __hpvm__launch,
// unqualified Target enumerators. hpvmclang is hpvmcc's C driver.
// RUN: %hpvmclang -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 -x c %s -o %t.x && %t.x | FileCheck %s
// RUN: %hpvmclang -O2 --hpvm-targets=vector %s -o %t.v && %t.v | FileCheck %s
#include <hpvm.h>
#include <stdio.h>
typedef struct __attribute__((packed)) { int *p; size_t bytes; int nx; short ny; } Args;
void bump(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *self = __hpvm__getNode();
  long x = __hpvm__getNodeInstanceID_x(self);
  long y = __hpvm__getNodeInstanceID_y(self);
  long nx = __hpvm__getNumNodeInstances_x(self);
  __hpvm__atomic_add(p + y * nx + x, 1);
  __hpvm__return(2, p, bytes);
}
void root(int *p, size_t bytes, int nx, short ny) {
  __hpvm__hint(CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *a = __hpvm__createNodeND(2, bump, nx, ny);
  void *b = __hpvm__createNodeND(2, bump, nx, ny);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__bindIn(a, 1, 1, 0);
  __hpvm__edge(a, b, 0, 0, 0, 0);
  __hpvm__edge(a, b, 0, 1, 1, 0);
}
int main(void) {
  int cells[6] = {0};
  __hpvm__init();
  llvm_hpvm_track_mem(cells, sizeof cells);
  Args args = {cells, sizeof cells, 3, 2};
  void *g = __hpvm__launch(0, root, &args);
  __hpvm__wait(g);
  llvm_hpvm_request_mem(cells, sizeof cells);
  llvm_hpvm_untrack_mem(cells);
  __hpvm__cleanup();
  for (int i = 0; i < 6; ++i) printf("%d ", cells[i]);
  printf("\n");
  return 0;
}

// CHECK: 2 2 2 2 2 2
