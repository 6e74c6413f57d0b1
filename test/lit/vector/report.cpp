// --hpvm-report says for every vector leaf whether it was vectorised and
// with how many lanes; without it, only leaves that fall back are reported,
// and a single-instance leaf (nothing to vectorise) is not one of them.
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector -c %s -o %t.o 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --hpvm-report -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=AVX2

void scaleAll(const double *a, double *b, float *c, double *sum, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n], c[0:n], sum[0:1])
  {
#pragma hpvm node name(scale) parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = 2 * a[i];
#pragma hpvm node name(narrow) parallel(1) in(a[0:n]) out(c[0:n])
    for (long i = 0; i < n; ++i)
      c[i] = (float)a[i];
#pragma hpvm node name(total) in(b[0:n]) out(sum[0:1])
    {
      double s = 0;
      for (long i = 0; i < n; ++i)
        s += b[i];
      sum[0] = s;
    }
  }
}

// Doubles fill 512 bits with 8 lanes (and 256 with 4).
// REPORT: report.cpp:13:18: remark: vector node '{{.*}}scale' vectorised: 8 lanes, 512-bit vectors
// REPORT: report.cpp:16:21: remark: vector node '{{.*}}narrow' vectorised: 8 lanes, 512-bit vectors
// REPORT: report.cpp:20:{{[0-9]+}}: remark: vector node '{{.*}}total' not vectorised: it has a single instance; it runs its scalar cpu version
// QUIET-NOT: remark
// AVX2: vectorised: 4 lanes, 256-bit vectors
// AVX2: vectorised: 4 lanes, 256-bit vectors
