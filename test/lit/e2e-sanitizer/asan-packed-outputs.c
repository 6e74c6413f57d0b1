// A launch struct that ends in a packed struct of the root's outputs
// (size_t, int: 12 bytes, no tail padding), allocated to its exact size:
// the graph wrote the outputs struct whole (16 bytes, zeroed first by a
// memset), 4 bytes past the allocation (AddressSanitizer:
// heap-buffer-overflow in the root). Now only the fields are written.
// RUN: %hpvmclang -g -O1 -fsanitize=address %s -o %t && %t 2>&1 | FileCheck %s
// RUN: %hpvmclang -O2 %s -o %t2 && %t2 | FileCheck %s
// CHECK-NOT: AddressSanitizer
// CHECK: outputs 4 42
#include <hpvm.h>
#include <stdio.h>
#include <stdlib.h>

void leaf(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  __hpvm__return(2, bytes, *p);
}

void root(int *p, size_t bytes) {
  __hpvm__hint(CPU_TARGET);
  void *n = __hpvm__createNodeND(0, leaf);
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindOut(n, 0, 0, 0);
  __hpvm__bindOut(n, 1, 1, 0);
}

typedef struct __attribute__((packed)) {
  int *p;
  size_t bytes;
  size_t outBytes;
  int outValue;
} RootIn;

int main(void) {
  int v = 42;
  __hpvm__init();
  llvm_hpvm_track_mem(&v, sizeof v);
  RootIn *args = (RootIn *)malloc(sizeof(RootIn));
  args->p = &v;
  args->bytes = sizeof v;
  __hpvm__wait(__hpvm__launch(0, root, args));
  printf("outputs %zu %d\n", args->outBytes, args->outValue);
  free(args);
  llvm_hpvm_untrack_mem(&v);
  __hpvm__cleanup();
  return 0;
}
