// A node that writes `out(a[30:4])` of an array the graph tracks from a[0]
// (its extent comes from the node's section: a[0:34)): on a device the node's
// copy must start as the host's, or the copy home overwrites a[0:30) with
// whatever the device buffer held (zeros). Found by the random-program
// tester on the GPU (fuzz/difftest, seed 2). The gpu build runs on the CPU
// here; scripts/gpu-tests.sh runs it on a GPU.
// RUN: %hpvmcc --emit=rewritten %s -o - | FileCheck %s --check-prefix=ATTR
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t.gpu && %t.gpu 2>/dev/null | FileCheck %s
#include <cstdio>

static void tail(short *a) {
#pragma hpvm graph
  {
#pragma hpvm node out(a[30:4])
    for (int k = 0; k < 4; ++k)
      a[30 + k] = short(100 + k);
  }
}

int main() {
  short a[40];
  for (int i = 0; i < 40; ++i)
    a[i] = short(i);
  tail(a);
  long sum = 0;
  for (int i = 0; i < 40; ++i)
    sum += a[i];
  std::printf("a[0] %d, a[29] %d, a[30] %d, sum %ld\n", a[0], a[29], a[30],
              sum);
}
// ATTR: {{^ *}}__hpvm__attributes(1, a, 1, a);
// CHECK: a[0] 0, a[29] 29, a[30] 100, sum 1060
