// Element types and access patterns: doubles, bytes, shorts, 64-bit
// integers, reversed and strided accesses, gathers through an index array,
// scatters through a permutation, 32-bit loop counters, a store to one
// address from some instances. Results as the sequential program's.
// SANITIZER-TESTS: skip the store to one address from several instances is a data race (ThreadSanitizer reports it), kept to test the vector store
// REQUIRES: avx2
// RUN: %clangxx -O2 -march=x86-64-v3 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --hpvm-report %s -o %t.avx2 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %t.avx2 | diff %t.seq.out -
// RUN: %if avx512 %{ %clangxx -O2 -march=skylake-avx512 -Wno-unknown-pragmas %s -o %t.seq512 && %t.seq512 > %t.seq512.out %}
// RUN: %if avx512 %{ %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector %s -o %t.avx512 && %t.avx512 | diff %t.seq512.out - %}
// RUN: FileCheck %s < %t.seq.out
// REPORT-NOT: not vectorised
// CHECK: doubles
// CHECK: last 1
#include <cstdio>
#include <vector>

static void doubles(const double *a, double *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = a[i] * a[i] - 2.0 * (double)i + a[n - 1 - i];
  }
}

static void bytes(const unsigned char *a, unsigned char *b, short *s, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n], s[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n], s[0:n])
    for (long i = 0; i < n; ++i) {
      b[i] = (unsigned char)(a[i] * 3 + (a[i] >> 2));
      s[i] = (short)(a[i] * -7 + (short)i);
    }
  }
}

static void longs(const long *a, long *b, long n) {
#pragma hpvm graph in(a[0:n]) out(b[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(b[0:n])
    for (long i = 0; i < n; ++i)
      b[i] = (a[i] * 8) ^ (a[i] / 5) ^ i; // (a negative << is undefined)
  }
}

static void strided(const float *a, const int *idx, const int *perm,
                    float *out, long n) {
#pragma hpvm graph in(a[0:3*n], idx[0:n], perm[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:3*n], idx[0:n], perm[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i)
      out[perm[i]] = a[3 * i + 1] + a[idx[i]];
  }
}

static void intCounter(const float *a, float *out, int n) {
#pragma hpvm graph in(a[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(out[0:n])
    for (int i = 0; i < n; ++i)
      out[i] = a[i] * 2 + a[i + 1 < n ? i + 1 : i];
  }
}

static void lastFlag(const float *a, int *flag, long n) {
#pragma hpvm graph in(a[0:n]) inout(flag[0:1])
  {
#pragma hpvm node parallel(1) in(a[0:n]) inout(flag[0:1])
    for (long i = 0; i < n; ++i)
      if (a[i] > 0.99f)
        flag[0] = 1;
  }
}

template <typename T> static double weighted(const std::vector<T> &v) {
  double s = 0;
  for (size_t i = 0; i < v.size(); ++i)
    s += (double)v[i] * (double)(i % 7 + 1);
  return s;
}

int main() {
  const long n = 1009;
  std::vector<double> da(n), db(n);
  std::vector<unsigned char> ba(n), bb(n);
  std::vector<short> sb(n);
  std::vector<long> la(n), lb(n);
  std::vector<float> fa(3 * n), fo(n);
  std::vector<int> idx(n), perm(n);
  for (long i = 0; i < n; ++i) {
    da[i] = (double)i / 7.0;
    ba[i] = (unsigned char)(i * 31);
    la[i] = i * 1000003 - 77;
    idx[i] = (int)((i * 13) % (3 * n));
    perm[i] = (int)((i * 7919) % n);
  }
  for (long i = 0; i < 3 * n; ++i)
    fa[i] = (float)(i % 113) / 113.0f;
  doubles(da.data(), db.data(), n);
  std::printf("doubles %.6f\n", weighted(db));
  bytes(ba.data(), bb.data(), sb.data(), n);
  std::printf("bytes %.1f shorts %.1f\n", weighted(bb), weighted(sb));
  longs(la.data(), lb.data(), n);
  std::printf("longs %.1f\n", weighted(lb));
  strided(fa.data(), idx.data(), perm.data(), fo.data(), n);
  std::printf("strided %.4f\n", weighted(fo));
  intCounter(fa.data(), fo.data(), (int)n);
  std::printf("intCounter %.4f\n", weighted(fo));
  int flag = 0;
  lastFlag(fa.data(), &flag, n);
  std::printf("last %d\n", flag);
  return 0;
}
