// With -fsanitize=undefined, the checks clang puts in a gpu node's body call
// UBSan's report handlers, which are host code: in the kernel they become
// traps (as with -fsanitize-trap=undefined), the CPU versions keep the
// reports, and the program builds and runs.
// RUN: %hpvmcc -O1 -fsanitize=undefined -fno-sanitize-recover=undefined --emit=ptx %s -o - | FileCheck %s --check-prefix=PTX
// RUN: %hpvmcc -O1 -fsanitize=address,undefined -fno-sanitize-recover=undefined %s -o %t && %t 2>/dev/null | FileCheck %s
#include <cstdio>

int main() {
  static int a[64];
  long n = 64;
  int shift = 3;
#pragma hpvm graph target(gpu) inout(a[0:n]) in(shift)
  {
#pragma hpvm node parallel(1) inout(a[0:n]) in(shift)
    for (long i = 0; i < n; ++i)
      a[i] = (int(i) << shift) / (shift - 2);
  }
  std::printf("a[5] %d\n", a[5]);
}
// PTX: .entry
// PTX-NOT: __ubsan
// PTX: trap;
// CHECK: a[5] 40
