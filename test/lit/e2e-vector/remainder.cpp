// Every instance count from 0 to 70, in one and two dimensions (the inner
// extent odd): whole vectors run the vector body, the rest the scalar one,
// and every instance runs exactly once.
// REQUIRES: avx2
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector %s -o %t.avx2 && %t.avx2 | FileCheck %s
// RUN: env HPVM_NUM_THREADS=2 %t.avx2 | FileCheck %s
// RUN: %if avx512 %{ %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector %s -o %t.avx512 && %t.avx512 | FileCheck %s %}
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq | FileCheck %s
// CHECK: 1-D: 71 sizes OK
// CHECK: 2-D: 71 sizes OK
#include <cstdio>
#include <vector>

static void bump(int *v, long n) {
#pragma hpvm graph inout(v[0:n])
  {
#pragma hpvm node parallel(1) inout(v[0:n])
    for (long i = 0; i < n; ++i)
      v[i] += (int)i + 1;
  }
}

static void bump2(int *v, long rows, long cols) {
#pragma hpvm graph inout(v[0:rows*cols])
  {
#pragma hpvm node parallel(2) inout(v[0:rows*cols])
    for (long r = 0; r < rows; ++r)
      for (long c = 0; c < cols; ++c)
        v[r * cols + c] += (int)(r * cols + c) + 1;
  }
}

int main() {
  int ok1 = 0, ok2 = 0;
  for (long n = 0; n <= 70; ++n) {
    // One guard element after the instances: it must stay untouched.
    std::vector<int> v(n + 1, 7), w(3 * n + 1, 7);
    bump(v.data(), n);
    bump2(w.data(), 3, n);
    bool good1 = v[n] == 7, good2 = w[3 * n] == 7;
    for (long i = 0; i < n; ++i)
      good1 &= v[i] == 7 + i + 1;
    for (long i = 0; i < 3 * n; ++i)
      good2 &= w[i] == 7 + i + 1;
    ok1 += good1;
    ok2 += good2;
  }
  std::printf("1-D: %d sizes OK\n2-D: %d sizes OK\n", ok1, ok2);
  return 0;
}
