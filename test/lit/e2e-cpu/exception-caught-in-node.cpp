// An exception thrown and caught inside a node body behaves as in the
// sequential program, on the cpu and the vector target (the vector target
// runs such a node's scalar version); the instance that caught it goes on.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.v 2>/dev/null && %t.v | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK: a[3] = 3, a[41] = -1, a[63] = 63
// GPU-TESTS: skip a throw in a gpu node is a compile error (test/lit/gpu/throw-error.cpp)
// OPENCL-TESTS: skip a throw in an opencl node is a compile error, as in a gpu node
#include <cstdio>
#include <stdexcept>

static int check(int i, int bad) {
  if (i == bad)
    throw std::runtime_error("bad element");
  return i;
}

int main(int argc, char **) {
  int a[64];
  int bad = 40 + argc;
#pragma hpvm graph out(a)
  {
#pragma hpvm node parallel(1) out(a) in(bad)
    for (int i = 0; i < 64; ++i) {
      try {
        a[i] = check(i, bad);
      } catch (const std::exception &) {
        a[i] = -1;
      }
    }
  }
  std::printf("a[3] = %d, a[41] = %d, a[63] = %d\n", a[3], a[41], a[63]);
}
