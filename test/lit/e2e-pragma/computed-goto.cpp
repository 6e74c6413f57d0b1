// A computed goto (GNU labels as values) whose labels are all in the node
// body stays in the body: each instance dispatches on its element through
// a table of label addresses. The sequential build prints the same.
// GPU-TESTS: skip computed gotos (indirectbr) have no PTX form
// OPENCL-TESTS: skip computed gotos (indirectbr) have no OpenCL C form (and the device module crashes on them, as for gpu)
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: sum = 1425, OK
#include <cstdio>

static void dispatch(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i) {
      static void *const table[] = {&&add, &&twice, &&zero};
      goto *table[a[i] % 3];
    add:
      a[i] += 100;
      continue;
    twice:
      a[i] *= 2;
      continue;
    zero:
      a[i] = 0;
    }
  }
}

int main() {
  const long n = 30;
  int a[n];
  for (long i = 0; i < n; ++i)
    a[i] = static_cast<int>(i);
  dispatch(a, n);
  long sum = 0;
  bool ok = true;
  for (long i = 0; i < n; ++i) {
    int want = i % 3 == 0 ? i + 100 : i % 3 == 1 ? 2 * i : 0;
    ok &= a[i] == want;
    sum += a[i];
  }
  std::printf("sum = %ld, %s\n", sum, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
