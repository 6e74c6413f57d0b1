// A GCC vector (`vector_size(16)`) as a node output and input: its field in
// the packed argument struct follows a char, so it is not 16-byte aligned,
// and the generated code must not use an aligned vector store there (which
// crashed). The sequential build prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// OPENCL-TESTS: skip GCC vector types (vector_size) have no OpenCL C form in the opencl target yet
// CHECK: c = 5, v = 2.0 4.0 6.0 8.0, u = 3.0 5.0 7.0 9.0
#include <cstdio>

typedef float v4 __attribute__((vector_size(16)));

int main() {
  char c = 1;
  v4 v = {0, 0, 0, 0}, u = {0, 0, 0, 0};
  v4 w = {1, 2, 3, 4};
#pragma hpvm graph out(c, v, u)
  {
#pragma hpvm node out(c, v)
    {
      v = w * 2;
      c = 5;
    }
#pragma hpvm node out(u)
    { u = v + 1; }
  }
  std::printf("c = %d, v = %.1f %.1f %.1f %.1f, u = %.1f %.1f %.1f %.1f\n", c,
              v[0], v[1], v[2], v[3], u[0], u[1], u[2], u[3]);
}
