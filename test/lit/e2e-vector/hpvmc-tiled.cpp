// An HPVM-C tiled graph (blocks of a 2-D grid, elements of each block) whose
// leaf reads its parent's instance and count and passes a pointer on as an
// output: built with -DDEVICE=VECTOR_TARGET it is vectorised (4 lanes: the
// leaf computes with 64-bit integers) and gives the results of
// -DDEVICE=CPU_TARGET.
// REQUIRES: avx2
// RUN: %hpvmcc -O2 -march=x86-64-v3 -DDEVICE=CPU_TARGET %s -o %t.cpu && %t.cpu > %t.cpu.out
// RUN: %hpvmcc -O2 -march=x86-64-v3 -DDEVICE=VECTOR_TARGET --hpvm-report %s -o %t.vec 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %t.vec | diff %t.cpu.out -
// RUN: %if avx512 %{ %hpvmcc -O2 -march=skylake-avx512 -DDEVICE=VECTOR_TARGET %s -o %t.vec512 && %t.vec512 | diff %t.cpu.out - %}
// RUN: FileCheck %s < %t.cpu.out
// REPORT: remark: vector node 'element' vectorised: 4 lanes, 256-bit vectors
// CHECK: checksum 
// CHECK-SAME: wrong 0
#include <hpvm.h>
#include <stdio.h>
#include <stdlib.h>

void element(float *m, size_t bytes, long rowLength) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(1, m, 1, m);
  void *self = __hpvm__getNode();
  void *block = __hpvm__getParentNode(self);
  long br = __hpvm__getNodeInstanceID_x(block);
  long bc = __hpvm__getNodeInstanceID_y(block);
  long tr = __hpvm__getNodeInstanceID_x(self);
  long tc = __hpvm__getNodeInstanceID_y(self);
  long th = __hpvm__getNumNodeInstances_x(self);
  long tw = __hpvm__getNumNodeInstances_y(self);
  long r = br * th + tr, c = bc * tw + tc;
  float v = m[r * rowLength + c];
  if (c % 3 == 0)
    v = -v;
  else if (r > c)
    v = v * 0.5f + (float)__hpvm__getNumNodeInstances_y(block);
  m[r * rowLength + c] = v;
  __hpvm__return(1, m);
}

void tile(float *m, size_t bytes, long rowLength, long th, long tw) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, m, 1, m);
  void *e = __hpvm__createNodeND(2, (void *)element, th, tw);
  __hpvm__bindIn(e, 0, 0, 0);
  __hpvm__bindIn(e, 1, 1, 0);
  __hpvm__bindIn(e, 2, 2, 0);
  __hpvm__bindOut(e, 0, 0, 0);
}

void root(float *m, size_t bytes, long rowLength, long th, long tw,
                long bh, long bw) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, m, 1, m);
  void *t = __hpvm__createNodeND(2, (void *)tile, bh, bw);
  __hpvm__bindIn(t, 0, 0, 0);
  __hpvm__bindIn(t, 1, 1, 0);
  __hpvm__bindIn(t, 2, 2, 0);
  __hpvm__bindIn(t, 3, 3, 0);
  __hpvm__bindIn(t, 4, 4, 0);
  __hpvm__bindOut(t, 0, 0, 0);
}

struct __attribute__((packed)) RootArgs {
  float *m;
  size_t bytes;
  long rowLength, th, tw, bh, bw;
  struct {
    float *m;
  } out;
};

int main() {
  // 3 x 4 blocks of 5 x 13 elements: rows of 52, an odd inner extent.
  const long th = 5, tw = 13, bh = 3, bw = 4;
  const long rows = th * bh, cols = tw * bw;
  size_t bytes = rows * cols * sizeof(float);
  float *m = (float *)malloc(bytes);
  for (long i = 0; i < rows * cols; ++i)
    m[i] = (float)(i % 101);
  __hpvm__init();
  RootArgs args = {m, bytes, cols, th, tw, bh, bw, {0}};
  llvm_hpvm_track_mem(m, bytes);
  void *g = __hpvm__launch(0, (void *)root, &args);
  __hpvm__wait(g);
  llvm_hpvm_request_mem(m, bytes);
  llvm_hpvm_untrack_mem(m);
  __hpvm__cleanup();
  double sum = 0;
  for (long i = 0; i < rows * cols; ++i)
    sum += m[i] * (double)(i % 7 + 1);
  printf("checksum %.2f wrong %d\n", sum, args.out.m != m);
  free(m);
  return 0;
}
