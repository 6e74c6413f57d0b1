// Instances of a leaf that reach different barriers are a fatal error at
// run time when the compiler cannot see it coming: here whether an instance
// waits at the barrier depends on memory that instance 5 writes, so the
// instances before it skip the barrier and those after it reach it. With
// one worker the instances run in order, which makes the outcome certain.
// The same leaf with the flag set before the launch runs fine.
// RUN: %hpvmcc -O2 %s -o %t
// RUN: env HPVM_NUM_THREADS=1 not %t 0 2>&1 | FileCheck %s --check-prefix=DIVERGE
// RUN: env HPVM_NUM_THREADS=1 %t 1 | FileCheck %s --check-prefix=AGREE
// DIVERGE: hpvm-rt: error: node 'waits(int*, unsigned long)': its instances reached different barriers (every instance of a leaf must reach the same __hpvm__barrier calls, in the same order)
// AGREE: 16 instances passed the barrier
#include <hpvm.h>
#include <stdio.h>
#include <stdlib.h>

void waits(int *flag, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, flag, 1, flag);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  if (i == 5)
    flag[0] = 1;
  if (flag[0]) {
    __hpvm__barrier();
    __hpvm__atomic_add(&flag[1], 1);
  }
  __hpvm__return(0);
}

void root(int *flag, size_t bytes) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, flag, 1, flag);
  void *w = __hpvm__createNodeND(1, (void *)waits, 16);
  __hpvm__bindIn(w, 0, 0, 0);
  __hpvm__bindIn(w, 1, 1, 0);
}

struct __attribute__((packed)) Args {
  int *flag;
  size_t bytes;
};

int main(int argc, char **argv) {
  int flag[2] = {argc > 1 ? atoi(argv[1]) : 0, 0};
  __hpvm__init();
  Args args = {flag, sizeof flag};
  __hpvm__wait(__hpvm__launch(0, (void *)root, &args));
  __hpvm__cleanup();
  printf("%d instances passed the barrier\n", flag[1]);
  return 0;
}
