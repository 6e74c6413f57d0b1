// -fsanitize=undefined applies inside node bodies: a signed overflow in a
// node is reported at its line, in the cpu and the vector build.
// RUN: %hpvmcc -g -O1 -fsanitize=undefined -fno-sanitize-recover=undefined %s -o %t && not %t 2>&1 | FileCheck %s
// RUN: %hpvmcc -g -O2 --hpvm-targets=vector -fsanitize=undefined -fno-sanitize-recover=undefined %s -o %t.v && not %t.v 2>&1 | FileCheck %s
// CHECK: ubsan-node-overflow.cpp:[[@LINE+10]]:{{[0-9]+}}: runtime error: signed integer overflow
#include <climits>
#include <cstdio>
int main(int argc, char **) {
  int a[64];
  int big = INT_MAX - 10 + argc;
#pragma hpvm graph out(a)
  {
#pragma hpvm node parallel(1) out(a)
    for (int i = 0; i < 64; ++i)
      a[i] = big + i;
  }
  std::printf("%d\n", a[3]);
}
