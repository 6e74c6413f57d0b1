// Atomics and private arrays in vector leaves: an atomic on one address is
// vectorised (the lanes update it one after the other), one whose address
// differs between instances falls back to the scalar version with a remark,
// and a private array gets a copy per lane. Results as the cpu target's.
// REQUIRES: avx2
// RUN: %hpvmcc -O2 -march=x86-64-v3 %s -o %t.cpu && %t.cpu > %t.cpu.out
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector %s -o %t.vec 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: %t.vec | diff %t.cpu.out -
// RUN: env HPVM_NUM_THREADS=1 %t.vec | diff %t.cpu.out -
// RUN: %if avx512 %{ %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector %s -o %t.vec512 2>/dev/null && %t.vec512 | diff %t.cpu.out - %}
// RUN: FileCheck %s < %t.cpu.out
// REMARK: atomics-private.cpp:[[@LINE+24]]:7: remark: vector node '{{.*}}histogram{{.*}}' not vectorised: it contains an atomic operation whose address differs between instances; it runs its scalar cpu version
// REMARK-NOT: remark
// CHECK: positive 
// CHECK: bins 
// CHECK: window 
#include <hpvm/hpvm.h>
#include <cstdio>
#include <vector>

static void countPositive(const float *v, int *count, long n) {
#pragma hpvm graph in(v[0:n]) inout(count[0:1])
  {
#pragma hpvm node parallel(1) in(v[0:n]) inout(count[0:1])
    for (long i = 0; i < n; ++i)
      if (v[i] > 0)
        hpvm::atomic_add(count, 1);
  }
}

static void histogram(const int *v, int *bins, long n) {
#pragma hpvm graph in(v[0:n]) inout(bins[0:16])
  {
#pragma hpvm node parallel(1) in(v[0:n]) inout(bins[0:16])
    for (long i = 0; i < n; ++i)
      hpvm::atomic_add(&bins[v[i] & 15], 1);
  }
}

static void window(const float *a, float *out, long n) {
#pragma hpvm graph in(a[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      float tmp[6];
      for (int k = 0; k < 6; ++k)
        tmp[k] = a[(i + k) % n] * (float)k;
      float s = 0;
      for (int k = 0; k < 6; ++k)
        s += tmp[(k + i) % 6];
      out[i] = s;
    }
  }
}

int main() {
  const long n = 10007;
  std::vector<float> v(n), out(n);
  std::vector<int> iv(n);
  for (long i = 0; i < n; ++i) {
    v[i] = (float)((i * 37) % 101) - 50.0f;
    iv[i] = (int)((i * 7919) % 1000);
  }
  int count = 0;
  countPositive(v.data(), &count, n);
  std::printf("positive %d\n", count);
  int bins[16] = {0};
  histogram(iv.data(), bins, n);
  std::printf("bins");
  for (int b : bins)
    std::printf(" %d", b);
  std::printf("\n");
  window(v.data(), out.data(), n);
  double sum = 0;
  for (long i = 0; i < n; ++i)
    sum += out[i] * (double)(i % 5 + 1);
  std::printf("window %.3f\n", sum);
  return 0;
}
