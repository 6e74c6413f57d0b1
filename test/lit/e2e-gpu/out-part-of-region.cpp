// A node that writes `out(a[0:9])` of an array a data region tracks as
// a[0:10): the region's copy on a device is larger than the node's section,
// so it must start as the host's, or the copy home at the region's end
// overwrites a[9] with whatever the device buffer held (zeros). Found by the
// random-program tester on the GPU (fuzz/difftest, seed 58). The gpu build
// runs on the CPU here; scripts/gpu-tests.sh runs it on a GPU.
// RUN: %hpvmcc --emit=rewritten %s -o - | FileCheck %s --check-prefix=ATTR
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t.gpu && %t.gpu 2>/dev/null | FileCheck %s
#include <cstdio>

static void head(unsigned *a) {
#pragma hpvm data inout(a[0:10])
  {
#pragma hpvm graph
    {
#pragma hpvm node parallel(1) out(a[0:9])
      for (int k = 0; k < 9; ++k)
        a[k] = 100u + k;
    }
  }
}

int main() {
  unsigned a[10];
  for (int i = 0; i < 10; ++i)
    a[i] = i;
  head(a);
  std::printf("a[0] %u, a[8] %u, a[9] %u\n", a[0], a[8], a[9]);
}
// ATTR: {{^ *}}__hpvm__attributes(1, a, 1, a);
// CHECK: a[0] 100, a[8] 108, a[9] 9
