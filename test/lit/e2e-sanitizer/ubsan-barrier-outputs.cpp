// -fsanitize=undefined with -fno-sanitize-recover puts a check on each
// signed operation of the instance id, with a branch to a report that never
// returns. Those branches do not make the instances differ: a barrier after
// them and a pointer passed on to the next node are accepted (they were
// rejected as depending on the instance id), and the program runs clean.
// RUN: %hpvmcc -g -O1 -fsanitize=undefined -fno-sanitize-recover=undefined %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=undefined %s -o %t.a && %t.a | FileCheck %s
// CHECK: b[0] = 126, b[63] = 0, c[63] = 1
#include <hpvm/hpvm.h>
#include <cstdio>

int main() {
  int a[64], b[64], c[64];
  for (int i = 0; i < 64; ++i)
    a[i] = i;
#pragma hpvm graph in(a) out(b, c)
  {
#pragma hpvm node instances(64) in(a) out(b)
    {
      int i = (int)hpvm::id(0);
      b[i] = a[63 - i] + 1;
#pragma hpvm barrier
      b[i] = b[i] * 2 - 2 - i + i;
    }
#pragma hpvm node parallel(1) in(b) out(c)
    for (int i = 0; i < 64; ++i)
      c[i] = b[i] + 1;
  }
  std::printf("b[0] = %d, b[63] = %d, c[63] = %d\n", b[0], b[63], c[63]);
}
