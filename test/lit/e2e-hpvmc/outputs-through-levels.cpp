// Leaf outputs from several __hpvm__return statements travel through edges
// at two levels and internal nodes' bound outputs to the root's output,
// which the host reads after the packed arguments.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O0 %s -o %t0 && %t0 | FileCheck %s
#include <hpvm.h>
#include <stdio.h>

void first(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  if (x < 0) {
    __hpvm__return(1, 0);
    return;
  }
  __hpvm__return(1, x + 1);
}

void second(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(2, x * 2, (long)x);
}

void stage(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *a = __hpvm__createNodeND(0, (void *)first);
  void *b = __hpvm__createNodeND(0, (void *)second);
  __hpvm__bindIn(a, 0, 0, 0);
  __hpvm__edge(a, b, 1, 0, 0, 0);
  __hpvm__bindOut(b, 0, 0, 0);
  __hpvm__bindOut(b, 1, 1, 0);
}

void last(int x, long y) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(2, x + y, y);
}

// x -> stage -> stage -> last; the first stage's second output also feeds
// last.
void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *s1 = __hpvm__createNodeND(0, (void *)stage);
  void *s2 = __hpvm__createNodeND(0, (void *)stage);
  void *l = __hpvm__createNodeND(0, (void *)last);
  __hpvm__bindIn(s1, 0, 0, 0);
  __hpvm__edge(s1, s2, 1, 0, 0, 0);
  __hpvm__edge(s2, l, 1, 0, 0, 0);
  __hpvm__edge(s1, l, 1, 1, 1, 0);
  __hpvm__bindOut(l, 1, 0, 0);
  __hpvm__bindOut(l, 0, 1, 0);
}

// The root's parameters, packed, then its output struct (laid out as a
// normal struct).
struct __attribute__((packed)) Args {
  int x;
  struct {
    long y;
    long sum;
  } out;
};

int main() {
  __hpvm__init();
  const int inputs[] = {1, -5};
  for (int x : inputs) {
    Args args = {x, {0, 0}};
    void *g = __hpvm__launch(0, (void *)root, &args);
    __hpvm__wait(g);
    printf("x=%d y=%ld sum=%ld\n", x, args.out.y, args.out.sum);
  }
  __hpvm__cleanup();
  return 0;
}

// x = 1: s1 = (4, 2), s2 = (10, 5), last = (12, 2).
// CHECK: x=1 y=2 sum=12
// x = -5: s1 = (0, 0), s2 = (2, 1), last = (2, 0).
// CHECK-NEXT: x=-5 y=0 sum=2
