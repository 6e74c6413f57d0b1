// -mprefer-vector-width=256 keeps an AVX-512 build to 256-bit vectors.
// RUN: %hpvmcc -O2 -march=skylake-avx512 -mprefer-vector-width=256 --hpvm-targets=vector --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=WIDE

void twice(const int *a, int *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = 2 * a[i];
  }
}

// CHECK: remark: vector node '{{.*}}twice{{.*}}' vectorised: 8 lanes, 256-bit vectors
// WIDE: remark: vector node '{{.*}}twice{{.*}}' vectorised: 16 lanes, 512-bit vectors
