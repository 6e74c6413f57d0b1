// Node parameters that are structs passed by value: a small one (the C ABI
// passes it in registers) and a large one (passed in memory, a `byval`
// pointer in the IR), both in the launch struct and bound through an internal
// node to a DEVICE leaf. The large one used to crash the program (its bytes
// were read as a pointer). Checked against the same arithmetic done here.
// OPENCL-TESTS: skip the small struct arrives as a <2 x float> vector, which the OpenCL C backend cannot express
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 -DDEVICE=VECTOR_TARGET %s -o %t.v && %t.v | FileCheck %s
// RUN: %hpvmcc -O0 %s -o %t.0 && %t.0 | FileCheck %s
// CHECK: struct-by-value: 64 elements OK
#include <hpvm.h>
#include <stdio.h>

struct Small {
  float scale, shift;
};
struct Big {
  double a, b, c;
  int k;
};
struct __attribute__((packed)) Args {
  float *p;
  size_t bytes;
  Small s;
  Big g;
};

static float update(float x, Small s, Big g) {
  return x * s.scale + s.shift + (float)(g.a * g.b - g.c) + g.k;
}

void leaf(float *p, size_t bytes, Small s, Big g) {
  __hpvm__hint(hpvm::DEVICE);
  __hpvm__attributes(1, p, 1, p);
  long i = __hpvm__getNodeInstanceID_x(__hpvm__getNode());
  p[i] = update(p[i], s, g);
}

void root(float *p, size_t bytes, Small s, Big g) {
  __hpvm__hint(hpvm::CPU_TARGET);
  __hpvm__attributes(1, p, 1, p);
  void *n = __hpvm__createNodeND(1, leaf, bytes / sizeof(float));
  __hpvm__bindIn(n, 0, 0, 0);
  __hpvm__bindIn(n, 1, 1, 0);
  __hpvm__bindIn(n, 2, 2, 0);
  __hpvm__bindIn(n, 3, 3, 0);
}

int main() {
  const int n = 64;
  float a[n];
  for (int i = 0; i < n; ++i)
    a[i] = i * 0.5f;
  Args args = {a, sizeof a, {2, 1}, {1.5, 4, 0.5, 10}};
  __hpvm__init();
  llvm_hpvm_track_mem(a, sizeof a);
  __hpvm__wait(__hpvm__launch(0, root, &args));
  llvm_hpvm_request_mem(a, sizeof a);
  llvm_hpvm_untrack_mem(a);
  __hpvm__cleanup();
  int ok = 0;
  for (int i = 0; i < n; ++i)
    ok += a[i] == update(i * 0.5f, args.s, args.g);
  printf("struct-by-value: %d elements %s\n", n, ok == n ? "OK" : "WRONG");
  return ok != n;
}
