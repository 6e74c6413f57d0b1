// C++ reference parameters of node functions listed in __hpvm__attributes
// (as ILLIXR's HPVM-C audio encoder lists its `CBFormat &sumBF`): a
// reference named in the variadic call passes the value it refers to, not
// its address, and was rejected ("names a pointer that is not a parameter
// of the node function"); it names the parameter. The launch struct holds
// the referenced objects' addresses.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O0 %s -o %t0 && %t0 | FileCheck %s
// CHECK: 3 6 9 12 count 4
#include <hpvm.h>
#include <stdio.h>

struct Kernels {
  static void scale(int *p, size_t bytes, const float &factor, short &count) {
    __hpvm__hint(hpvm::CPU_TARGET);
    __hpvm__attributes(3, p, factor, count, 2, p, count);
    long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
    p[i] = p[i] * factor;
    if (i == 0)
      count = bytes / sizeof(int);
  }
  static void root(int *p, size_t bytes, const float &factor, short &count) {
    __hpvm__hint(hpvm::CPU_TARGET);
    void *n = __hpvm__createNodeND(1, scale, bytes / sizeof(int));
    __hpvm__bindIn(n, 0, 0, 0);
    __hpvm__bindIn(n, 1, 1, 0);
    __hpvm__bindIn(n, 2, 2, 0);
    __hpvm__bindIn(n, 3, 3, 0);
  }
};

struct __attribute__((packed)) Args {
  int *p;
  size_t bytes;
  const float *factor;
  short *count;
};

int main() {
  int v[4] = {1, 2, 3, 4};
  float factor = 3;
  short count = 0;
  __hpvm__init();
  llvm_hpvm_track_mem(v, sizeof v);
  llvm_hpvm_track_mem(&count, sizeof count);
  Args a = {v, sizeof v, &factor, &count};
  __hpvm__wait(__hpvm__launch(0, Kernels::root, &a));
  llvm_hpvm_request_mem(v, sizeof v);
  llvm_hpvm_request_mem(&count, sizeof count);
  printf("%d %d %d %d count %d\n", v[0], v[1], v[2], v[3], count);
  llvm_hpvm_untrack_mem(v);
  llvm_hpvm_untrack_mem(&count);
  __hpvm__cleanup();
}
