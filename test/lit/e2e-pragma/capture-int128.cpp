// __int128 values reach nodes by reference (the calling convention passes
// them in two registers): as an input, as an output of the graph, and from
// a node to a sibling. The sequential build prints the same.
// GPU-TESTS: skip __int128 arithmetic cannot run on the GPU (test/lit/gpu/unsupported-int128.cpp)
// OPENCL-TESTS: skip __int128 arithmetic cannot run on an OpenCL device either
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK:      out: 2^100 + 5
// CHECK-NEXT: sibling: 2^64 + 1
#include <cstdio>

static void print(const char *What, unsigned __int128 w) {
  int Bit = 127;
  while (Bit > 0 && !((w >> Bit) & 1))
    --Bit;
  std::printf("%s: 2^%d + %llu\n", What, Bit,
              (unsigned long long)(w - ((unsigned __int128)1 << Bit)));
}

int main() {
  __int128 w = (__int128)1 << 100;
  __int128 wo = 0;
#pragma hpvm graph out(wo)
  {
#pragma hpvm node out(wo)
    { wo = w + 5; }
  }
  print("out", wo);

  __int128 big = 0, next = 0;
#pragma hpvm graph out(next)
  {
#pragma hpvm node out(big)
    { big = (__int128)1 << 64; }
#pragma hpvm node in(big) out(next)
    { next = big + 1; }
  }
  print("sibling", next);
}
