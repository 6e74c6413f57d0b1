// A function that calls the HPVM-C API may be a node: --hpvm-auto leaves its
// loops alone (a graph in a leaf would nest a launch in it), with a remark,
// while a plain function of the same file is offloaded.
// RUN: %hpvmcc --hpvm-auto --hpvm-report -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not="remark: loop"
#include <hpvm.h>

void rowLeaf(float *__restrict__ a, size_t bytes, long n) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, a, 1, a);
  long row = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  for (long j = 0; j < n; ++j)
    a[row * n + j] = 2.0f * a[row * n + j] + 1.0f;
  __hpvm__return(0);
}
// CHECK: hpvmc-node.cpp:[[@LINE-4]]:3: remark: loop not offloaded: its function calls the HPVM-C API

void plain(float *__restrict__ a, long n) {
  for (long j = 0; j < n; ++j)
    a[j] = 2.0f * a[j] + 1.0f;
}
// CHECK: hpvmc-node.cpp:[[@LINE-3]]:3: remark: loop nest offloaded: a parallel(1) node for cpu with inout(a[0:(n)])
