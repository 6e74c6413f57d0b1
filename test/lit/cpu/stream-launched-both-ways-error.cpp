// A root is launched either as a stream or not: the error is at the launch
// that differs from the streaming one.
// RUN: not %hpvmcc -c %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: stream-launched-both-ways-error.cpp:[[#@LINE+17]]:16: error: 'root(int)' is launched as a stream elsewhere (with isStream = 1): launch a graph either as a stream or not, in every launch
#include <hpvm.h>

void leaf(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__return(1, x + 1);
}

void root(int x) {
  __hpvm__hint(hpvm::CPU_TARGET);
  void *n = __hpvm__createNodeND(0, (void *)leaf);
  __hpvm__bindIn(n, 0, 0, 1);
  __hpvm__bindOut(n, 0, 0, 1);
}

void host(void *args) {
  __hpvm__wait(__hpvm__launch(1, (void *)root, args));
  __hpvm__wait(__hpvm__launch(0, (void *)root, args));
}
