// Launches of three graphs under the split policy, checked against the
// sequential computation (test/lit/e2e-policies/split.test,
// test/lit/e2e-gpu/split.test): muladd (1-D: a 4-byte and a 1-byte array,
// so that parts meet inside words), rows (2-D: row i of the output from rows
// i and i - 1 of the input) and count (atomics: never split). With the
// argument split=SHARES the program sets the policy and the shares itself
// (hpvm_rt_set_policy, hpvm_rt_set_split).
#include <hpvm/hpvm.h>
#ifdef __HPVMCC__
#include <hpvm/hpvm_rt.h>
#endif
#include <cstdio>
#include <cstring>
#include <vector>

static void muladd(const int *x, int *y, char *odd, long n) {
#pragma hpvm graph in(x[0 : n])inout(y[0 : n]) out(odd[0 : n])
  {
#pragma hpvm node name(muladd) parallel(1) in(x[0 : n])inout(y[0 : n])         \
    out(odd[0 : n])
    for (long i = 0; i < n; ++i) {
      y[i] = 3 * y[i] + x[i];
      odd[i] = static_cast<char>(y[i] & 1);
    }
  }
}

static void rows(const int *in, int *out, long r, long c) {
#pragma hpvm graph in(in[0 : r * c]) out(out[0 : r * c])
  {
#pragma hpvm node name(rows) parallel(2) in(in[0 : r * c]) out(out[0 : r * c])
    for (long i = 0; i < r; ++i)
      for (long j = 0; j < c; ++j)
        out[i * c + j] = 2 * in[i * c + j] + (i > 0 ? in[(i - 1) * c + j] : 0);
  }
}

static void count(const int *x, int *bins, long n) {
#pragma hpvm graph in(x[0 : n])inout(bins[0 : 8])
  {
#pragma hpvm node name(count) parallel(1) in(x[0 : n])inout(bins[0 : 8])
    for (long i = 0; i < n; ++i)
      hpvm::atomic_add(&bins[x[i] & 7], 1);
  }
}

int main(int argc, char **argv) {
  if (argc > 1 && std::strncmp(argv[1], "split=", 6) == 0) {
#ifdef __HPVMCC__
    if (hpvm_rt_set_policy("split") != 0 || hpvm_rt_set_split(argv[1] + 6) != 0)
      std::printf("hpvm_rt_set_split(%s) failed\n", argv[1] + 6);
#endif
  }
  const long n = 100000, r = 300, c = 257;
  const int launches = 6;
  std::vector<int> x(n), y(n), ref(n), bins(8, 0), want(8, 0);
  std::vector<char> odd(n, 2);
  for (long i = 0; i < n; ++i) {
    x[i] = static_cast<int>(i % 1000) - 500;
    y[i] = ref[i] = static_cast<int>(i % 7);
  }
  std::vector<int> in(r * c), out(r * c, -1);
  for (long i = 0; i < r * c; ++i)
    in[i] = static_cast<int>((i * 7919) % 1009);
  bool ok = true;
  for (int l = 0; l < launches; ++l) {
    muladd(x.data(), y.data(), odd.data(), n);
    rows(in.data(), out.data(), r, c);
    count(x.data(), bins.data(), n);
    for (long i = 0; i < n; ++i) {
      ref[i] = 3 * ref[i] + x[i];
      ok &= y[i] == ref[i] && odd[i] == (ref[i] & 1);
      ++want[x[i] & 7];
    }
    for (long i = 0; i < r; ++i)
      for (long j = 0; j < c; ++j)
        ok &= out[i * c + j] ==
              2 * in[i * c + j] + (i > 0 ? in[(i - 1) * c + j] : 0);
    for (long i = 0; i < r * c; ++i)
      in[i] = (in[i] * 5 + l) % 1013;
  }
  for (int b = 0; b < 8; ++b)
    ok &= bins[b] == want[b];
  std::printf("split: %d launches of 3 graphs, %s\n", launches,
              ok ? "verified against the sequential result" : "WRONG");
  return ok ? 0 : 1;
}
