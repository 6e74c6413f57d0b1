// A C program built as the HPVM release's Makefiles build them for the GPU
// (-DDEVICE=GPU_TARGET), linked by hpvmclang and run where the gpu target is
// not built (its leaf runs on the CPU). The link used to fail: the runtime's
// GPU-hinted path calls libm, which the C driver did not link.
// RUN: %hpvmclang -O2 -DDEVICE=GPU_TARGET %s -o %t && %t | FileCheck %s
// CHECK: 2 4 6 8
#include <hpvm.h>
#include <stdio.h>

typedef struct __attribute__((packed)) {
  int *p;
  size_t bytes;
} Args;

void twice(int *p, size_t bytes) {
  __hpvm__hint(DEVICE);
  __hpvm__attributes(1, p, 1, p);
  p[__hpvm__getNodeInstanceID_x(__hpvm__getNode())] *= 2;
}

void root(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *n = __hpvm__createNodeND(1, twice, bytes / sizeof(int));
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
}

int main(void) {
  int a[4] = {1, 2, 3, 4};
  __hpvm__init();
  llvm_hpvm_track_mem(a, sizeof a);
  Args args = {a, sizeof a};
  __hpvm__wait(__hpvm__launch(0, root, &args));
  llvm_hpvm_request_mem(a, sizeof a);
  llvm_hpvm_untrack_mem(a);
  __hpvm__cleanup();
  printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
  return 0;
}
