// Allocation nodes get one buffer per instance of their enclosing node,
// freed when that instance completes: 200 instances of `block` each
// allocate two buffers (one of them sized by a run-time input), fill them
// in one leaf, and check them in another that an edge orders after it;
// blocks running at the same time would spoil each other's checks if they
// shared a buffer. Under AddressSanitizer, LeakSanitizer finds no leak.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %hpvmcc -O1 -g -fsanitize=address %s -o %t.asan
// RUN: env ASAN_OPTIONS=detect_leaks=1 %t.asan | FileCheck %s
// CHECK: 200 blocks of 64: 0 wrong values, 0 misaligned buffers
#include <hpvm.h>
#include <stdint.h>
#include <stdio.h>

void buffers(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  long *values = (long *)__hpvm__malloc(bytes);
  long *flags = (long *)__hpvm__malloc(64 * sizeof(long));
  __hpvm__return(3, values, bytes, flags);
}

void fill(long *values, size_t bytes, long *flags) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(0, 2, values, flags);
  void *self = __hpvm__getNode();
  long i = __hpvm__getNodeInstanceID_x(self);
  long block = __hpvm__getNodeInstanceID_x(__hpvm__getParentNode(self));
  values[i] = block * 1000 + i;
  flags[i] = block;
  __hpvm__return(3, values, bytes, flags);
}

void check(long *values, size_t bytes, long *flags, int *wrong,
           size_t wrongBytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(3, values, flags, wrong, 1, wrong);
  void *self = __hpvm__getNode();
  long i = __hpvm__getNodeInstanceID_x(self);
  long block = __hpvm__getNodeInstanceID_x(__hpvm__getParentNode(self));
  if (values[i] != block * 1000 + i || flags[i] != block)
    __hpvm__atomic_add(&wrong[0], 1);
  if (i == 0 && (((uintptr_t)values | (uintptr_t)flags) & 63) != 0)
    __hpvm__atomic_add(&wrong[1], 1);
  __hpvm__return(0);
}

void block(int *wrong, size_t wrongBytes, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, wrong, 1, wrong);
  void *b = __hpvm__createNodeND(0, (void *)buffers);
  void *f = __hpvm__createNodeND(1, (void *)fill, 64);
  void *c = __hpvm__createNodeND(1, (void *)check, 64);
  __hpvm__bindIn(b, 2, 0, 0);
  __hpvm__edge(b, f, 1, 0, 0, 0);
  __hpvm__edge(b, f, 1, 1, 1, 0);
  __hpvm__edge(b, f, 1, 2, 2, 0);
  __hpvm__edge(f, c, 1, 0, 0, 0);
  __hpvm__edge(f, c, 1, 1, 1, 0);
  __hpvm__edge(f, c, 1, 2, 2, 0);
  __hpvm__bindIn(c, 0, 3, 0);
  __hpvm__bindIn(c, 1, 4, 0);
}

void root(int *wrong, size_t wrongBytes, size_t bytes, long blocks) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, wrong, 1, wrong);
  void *b = __hpvm__createNodeND(1, (void *)block, blocks);
  __hpvm__bindIn(b, 0, 0, 0);
  __hpvm__bindIn(b, 1, 1, 0);
  __hpvm__bindIn(b, 2, 2, 0);
}

struct __attribute__((packed)) Args {
  int *wrong;
  size_t wrongBytes;
  size_t bytes;
  long blocks;
};

int main() {
  int wrong[2] = {0, 0};
  __hpvm__init();
  Args args = {wrong, sizeof wrong, 64 * sizeof(long), 200};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
  __hpvm__cleanup();
  printf("200 blocks of 64: %d wrong values, %d misaligned buffers\n",
         wrong[0], wrong[1]);
  return wrong[0] || wrong[1];
}
