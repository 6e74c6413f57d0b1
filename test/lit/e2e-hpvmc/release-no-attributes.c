// A streaming HPVM-C program in the style of the Spandex release's tests:
// no __hpvm__attributes in its leaf, the HPVM_STREAMING/HPVM_NONSTREAMING
// names of hpvm.h, and a leaf that returns the pointer it wrote. Each pushed
// item's sums are checked against a sequential computation. Both used to be
// rejected (undeclared names; "pointer parameter has neither 'in' nor
// 'out'").
// RUN: %hpvmclang -O2 %s -o %t && %t | FileCheck %s
// A program may define one of the names as a macro itself:
// RUN: %hpvmclang -O2 -DHPVM_STREAMING=1 %s -o %t.m && %t.m | FileCheck %s
// CHECK: 4 items OK
#include <hpvm.h>
#include <stdio.h>

void sum_leaf(size_t n, int *a, int *b) {
  __hpvm__hint(CPU_TARGET);
  for (size_t i = 0; i < n; ++i)
    b[i] += a[i];
  __hpvm__return(1, b);
}

void sum_root(size_t n, int *a, int *b) {
  __hpvm__hint(CPU_TARGET);
  void *leaf = __hpvm__createNodeND(0, sum_leaf);
  __hpvm__bindIn(leaf, 0, 0, HPVM_NONSTREAMING);
  __hpvm__bindIn(leaf, 1, 1, HPVM_STREAMING);
  __hpvm__bindIn(leaf, 2, 2, HPVM_STREAMING);
  __hpvm__bindOut(leaf, 0, 0, HPVM_STREAMING);
}

typedef struct __attribute__((packed)) {
  size_t n;
  int *a;
  int *b;
} In;
typedef struct __attribute__((packed)) {
  int *b;
} Out;

int main(void) {
  enum { N = 10, ITEMS = 4 };
  int a[ITEMS][N], b[ITEMS][N];
  __hpvm__init();
  In args = {N, a[0], b[0]};
  void *g = __hpvm__launch(1, sum_root, &args);
  int ok = 0;
  for (int k = 0; k < ITEMS; ++k) {
    for (int i = 0; i < N; ++i) {
      a[k][i] = i * i + k;
      b[k][i] = i - k;
    }
    llvm_hpvm_track_mem(a[k], sizeof a[k]);
    llvm_hpvm_track_mem(b[k], sizeof b[k]);
    In item = {N, a[k], b[k]};
    __hpvm__push(g, &item);
    int *c = ((Out *)__hpvm__pop(g))->b;
    llvm_hpvm_request_mem(c, sizeof b[k]);
    int good = c == b[k];
    for (int i = 0; i < N; ++i)
      good &= c[i] == i * i + i;
    ok += good;
    llvm_hpvm_untrack_mem(a[k]);
    llvm_hpvm_untrack_mem(b[k]);
  }
  __hpvm__wait(g);
  __hpvm__cleanup();
  printf("%d items OK\n", ok);
  return 0;
}
