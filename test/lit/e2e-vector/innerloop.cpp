// Each instance runs an inner loop of its own length and writes through an
// index array (the bench/vector kernel): built for the vector target with
// AVX2 and AVX-512, it gives the cpu target's and the sequential program's
// results, whatever the number of threads.
// REQUIRES: avx2
// RUN: %clangxx -O2 -march=x86-64-v3 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 -march=x86-64-v3 %s -o %t.cpu && %t.cpu > %t.cpu.out
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --hpvm-report %s -o %t.avx2 2>&1 | FileCheck %s --check-prefix=AVX2
// RUN: %t.avx2 > %t.avx2.out && diff %t.seq.out %t.avx2.out && diff %t.cpu.out %t.avx2.out
// RUN: env HPVM_NUM_THREADS=1 %t.avx2 | diff %t.seq.out -
// RUN: env HPVM_NUM_THREADS=3 %t.avx2 | diff %t.seq.out -
// RUN: %if avx512 %{ %clangxx -O2 -march=skylake-avx512 -Wno-unknown-pragmas %s -o %t.seq512 && %t.seq512 > %t.seq512.out %}
// RUN: %if avx512 %{ %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector --hpvm-report %s -o %t.avx512 2>&1 | FileCheck %s --check-prefix=AVX512 %}
// RUN: %if avx512 %{ %t.avx512 | diff %t.seq512.out - %}
// RUN: FileCheck %s < %t.avx2.out
// AVX2: remark: vector node '{{.*}}' vectorised: 8 lanes, 256-bit vectors, with a run-time choice: it gathers or scatters
// AVX512: remark: vector node '{{.*}}' vectorised: 16 lanes, 512-bit vectors, with a run-time choice: it gathers or scatters
// CHECK: n=1 sum=
// CHECK: n=1000003 sum=
#include <cstdio>
#include <vector>

static void gatherRows(const int *start, const int *len, const int *col,
                       const float *x, const int *perm, float *y, long n,
                       long nnz, long cols) {
#pragma hpvm graph in(start[0:n], len[0:n], col[0:nnz], x[0:cols], perm[0:n]) out(y[0:n])
  {
#pragma hpvm node parallel(1) in(start[0:n], len[0:n], col[0:nnz], x[0:cols], perm[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i) {
      float s = 0;
      for (int k = start[i]; k < start[i] + len[i]; ++k)
        s += x[col[k]] * 0.5f;
      y[perm[i]] = s;
    }
  }
}

int main() {
  for (long n : {1L, 2L, 15L, 17L, 1000L, 1000003L}) {
    long cols = 4096;
    std::vector<int> start(n), len(n), perm(n);
    long nnz = 0;
    for (long i = 0; i < n; ++i) {
      start[i] = (int)nnz;
      len[i] = (int)((i * 7919) % 41);
      nnz += len[i];
      perm[i] = (int)((i * 104729) % n);
    }
    std::vector<int> col(nnz + 1);
    for (long k = 0; k < nnz; ++k)
      col[k] = (int)((k * 31) % cols);
    std::vector<float> x(cols), y(n, -1);
    for (long j = 0; j < cols; ++j)
      x[j] = (float)(j % 97) * 0.25f;
    gatherRows(start.data(), len.data(), col.data(), x.data(), perm.data(),
               y.data(), n, nnz, cols);
    double sum = 0;
    for (long i = 0; i < n; ++i)
      sum += (double)y[i] * (double)(i % 5 + 1);
    std::printf("n=%ld sum=%.3f\n", n, sum);
  }
  return 0;
}
