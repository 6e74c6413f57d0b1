// HPVM IR whose leaf holds a barrier that no run reaches (a block without
// predecessors, after a call that does not return; clang does not emit one,
// so sed adds it): the cpu target drops the block before splitting the leaf
// at its barriers. The barrier lists pointed at the erased call (a use after
// free, found by hpvm-ir-fuzzer with a barrier declared noreturn; the seed
// fuzz/corpus-ir/regression-unreachable-barrier.hpvm.ll).
// RUN: %hpvmcc -O0 --emit=hpvm-ir %s -o %t.hpvm.ll
// RUN: sed -e '/call void @abort()/{n;s/$/\nnever:\n  call void @llvm.hpvm.barrier()\n  br label %%never/}' %t.hpvm.ll > %t.dead.hpvm.ll
// RUN: grep -A1 '^never:' %t.dead.hpvm.ll | FileCheck %s --check-prefix=DEAD
// RUN: %hpvmcc -O2 %t.dead.hpvm.ll -o %t && %t | FileCheck %s
// DEAD: never:
// DEAD-NEXT: call void @llvm.hpvm.barrier()
// CHECK: 4 tiles of 16: reversed OK
#include <hpvm.h>
#include <stdio.h>
#include <stdlib.h>

void work(int *a, size_t aBytes, int *tmp, size_t tmpBytes, int fail) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, a, tmp, 2, a, tmp);
  long t = __hpvm__getNodeInstanceID_x(__hpvm__getParentNode(__hpvm__getNode()));
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  tmp[t * 16 + i] = a[t * 16 + i];
  if (fail)
    abort();
  __hpvm__barrier();
  a[t * 16 + i] = tmp[t * 16 + 15 - i];
  __hpvm__return(0);
}

void tile(int *a, size_t aBytes, int *tmp, size_t tmpBytes, int fail) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, a, tmp, 2, a, tmp);
  void *w = __hpvm__createNodeND(1, (void *)work, 16);
  __hpvm__bindIn(w, 0, 0, 0);
  __hpvm__bindIn(w, 1, 1, 0);
  __hpvm__bindIn(w, 2, 2, 0);
  __hpvm__bindIn(w, 3, 3, 0);
  __hpvm__bindIn(w, 4, 4, 0);
}

void root(int *a, size_t aBytes, int *tmp, size_t tmpBytes, int fail) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(2, a, tmp, 2, a, tmp);
  void *t = __hpvm__createNodeND(1, (void *)tile, 4);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
  __hpvm__bindIn(t, 2, 2, 0);
  __hpvm__bindIn(t, 3, 3, 0);
  __hpvm__bindIn(t, 4, 4, 0);
}

struct __attribute__((packed)) Args {
  int *a;
  size_t aBytes;
  int *tmp;
  size_t tmpBytes;
  int fail;
};

int main() {
  int a[64], tmp[64];
  for (int k = 0; k < 64; ++k)
    a[k] = k;
  __hpvm__init();
  Args args = {a, sizeof a, tmp, sizeof tmp, 0};
  llvm_hpvm_track_mem(a, sizeof a);
  llvm_hpvm_track_mem(tmp, sizeof tmp);
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
  llvm_hpvm_request_mem(a, sizeof a);
  llvm_hpvm_untrack_mem(a);
  llvm_hpvm_untrack_mem(tmp);
  __hpvm__cleanup();
  int wrong = 0;
  for (int k = 0; k < 64; ++k)
    wrong += a[k] != (k / 16) * 16 + 15 - k % 16;
  printf("4 tiles of 16: reversed %s\n", wrong ? "WRONG" : "OK");
  return wrong != 0;
}
