// Extents known only at run time, zero among them: a node with no instance
// runs nothing (nor do its children, its allocation nodes or the phases of
// its barriers) and outputs zeros. The same graph runs with n = 3 and with
// n = 0, on a 1-D leaf, an internal node, a 2-D leaf with one empty
// dimension, a leaf with a barrier, and an allocation node's sibling.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// CHECK: n=3: leaf 3, internal 12, 2-D 12, barrier 6, allocating 6; outputs 8 and 14
// CHECK-NEXT: n=0: leaf 0, internal 0, 2-D 0, barrier 0, allocating 0; outputs 0 and 0
// CHECK-NEXT: n=3: leaf 3, internal 12, 2-D 12, barrier 6, allocating 6; outputs 8 and 14
#include <hpvm.h>
#include <stdio.h>

void plain(int *marks, size_t bytes, int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, marks, 1, marks);
  __hpvm__atomic_add(&marks[0], 1);
  __hpvm__return(1, x + 1);
}

void inner(int *marks, size_t bytes, int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, marks, 1, marks);
  __hpvm__atomic_add(&marks[1], 1);
  __hpvm__return(1, 2 * x);
}

void outer(int *marks, size_t bytes, int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, marks, 1, marks);
  void *i = __hpvm__createNodeND(1, (void *)inner, 4);
  __hpvm__bindIn(i, 0, 0, 0);
  __hpvm__bindIn(i, 1, 1, 0);
  __hpvm__bindIn(i, 2, 2, 0);
  __hpvm__bindOut(i, 0, 0, 0);
}

void grid(int *marks, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, marks, 1, marks);
  __hpvm__atomic_add(&marks[2], 1);
  __hpvm__return(0);
}

void synced(int *marks, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, marks, 1, marks);
  __hpvm__atomic_add(&marks[3], 1);
  __hpvm__barrier();
  __hpvm__atomic_add(&marks[3], 1);
  __hpvm__return(0);
}

void scratch(size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *p = __hpvm__malloc(bytes);
  __hpvm__return(1, p);
}

void user(int *scratch, int *marks, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, scratch, marks, 2, scratch, marks);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  scratch[i] = 1;
  __hpvm__barrier();
  __hpvm__atomic_add(&marks[4], scratch[i]);
  __hpvm__return(0);
}

void allocating(int *marks, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, marks, 1, marks);
  void *s = __hpvm__createNodeND(0, (void *)scratch);
  void *u = __hpvm__createNodeND(1, (void *)user, n);
  __hpvm__bindIn(s, 1, 0, 0);
  __hpvm__edge(s, u, 1, 0, 0, 0);
  __hpvm__bindIn(u, 0, 1, 0);
  __hpvm__bindIn(u, 1, 2, 0);
}

void root(int *marks, size_t bytes, int x, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, marks, 1, marks);
  void *a = __hpvm__createNodeND(1, (void *)plain, n);
  void *b = __hpvm__createNodeND(1, (void *)outer, n);
  void *c = __hpvm__createNodeND(2, (void *)grid, 4, n);
  void *d = __hpvm__createNodeND(1, (void *)synced, n);
  void *e = __hpvm__createNodeND(1, (void *)allocating, 2);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__bindIn(a, 1, 1, 0);
  __hpvm__bindIn(a, 2, 2, 0);
  __hpvm__bindIn(b, 0, 0, 0);
  __hpvm__bindIn(b, 1, 1, 0);
  __hpvm__bindIn(b, 2, 2, 0);
  __hpvm__bindIn(c, 0, 0, 0);
  __hpvm__bindIn(c, 1, 1, 0);
  __hpvm__bindIn(d, 0, 0, 0);
  __hpvm__bindIn(d, 1, 1, 0);
  __hpvm__bindIn(e, 0, 0, 0);
  __hpvm__bindIn(e, 1, 1, 0);
  __hpvm__bindIn(e, 3, 2, 0);
  __hpvm__bindOut(a, 0, 0, 0);
  __hpvm__bindOut(b, 0, 1, 0);
}

struct __attribute__((packed)) Args {
  int *marks;
  size_t bytes;
  int x;
  long n;
  struct {
    int plus1, times2;
  } out;
};

int main() {
  __hpvm__init();
  const long ns[] = {3, 0, 3};
  for (long n : ns) {
    int marks[5] = {0, 0, 0, 0, 0};
    Args args = {marks, sizeof marks, 7, n, {-1, -1}};
    __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
    printf("n=%ld: leaf %d, internal %d, 2-D %d, barrier %d, allocating %d; "
           "outputs %d and %d\n",
           n, marks[0], marks[1], marks[2], marks[3], marks[4],
           args.out.plus1, args.out.times2);
  }
  __hpvm__cleanup();
  return 0;
}
