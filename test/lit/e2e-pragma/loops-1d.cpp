// 1-D loop-form nodes in every canonical shape (<, <=, >, >=; ++, --, +=,
// -=, i = i + c, i = c + i, i = i - c) with runtime bounds and steps and
// loop variables of several integer types, as siblings of one graph. Each
// node writes its own array; the program checks every element against the
// index set the loop describes and prints checksums, which the sequential
// build (pragmas ignored) must print identically.
// The nodes write only some elements of their sections, so the sections
// are inout: an out-only section is not copied to a GPU, and elements a node
// does not write are undefined after it (docs/pragmas.md).
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      up-lt-int: 1000 elements, sum 499500, OK
// CHECK-NEXT: up-le-long: 1000 elements, sum 999000, OK
// CHECK-NEXT: down-gt-unsigned: 1000 elements, sum 1498500, OK
// CHECK-NEXT: down-ge-short: 1000 elements, sum 1998000, OK
// CHECK-NEXT: up-step-size_t: 500 elements, sum 1250000, OK
// CHECK-NEXT: down-step-int64: 500 elements, sum 1497000, OK
// CHECK-NEXT: up-assign-uint16: 1000 elements, sum 3496500, OK
// CHECK-NEXT: down-assign-char: 1000 elements, sum 48000, OK
// CHECK-NEXT: empty: 0 instances, OK
// CHECK-NEXT: loops-1d: all OK
#include <cstdint>
#include <cstdio>
#include <vector>

// out[k] = k * tag for every k the loop visits; other elements keep -1.
static void loops(int *a, long *b, unsigned *c, short *d, std::size_t *e,
                  std::int64_t *f, std::uint16_t *g, signed char *h, int *z,
                  int n, long lo, unsigned step, int bigStep) {
#pragma hpvm graph inout(a[0:n], b[0:n], c[0:n], d[0:n], e[0:n], f[0:n], g[0:n], h[0:n], z[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (int i = 0; i < n; ++i)
      a[i] = i;
#pragma hpvm node parallel(1) inout(b[0:n])
    for (long i = lo; i <= n - 1; i++)
      b[i] = 2 * i;
#pragma hpvm node parallel(1) inout(c[0:n])
    for (unsigned i = n; i > 0; --i)
      c[i - 1] = 3 * (i - 1);
#pragma hpvm node parallel(1) inout(d[0:n])
    for (short i = n - 1; i >= lo; i--)
      d[i] = short(4 * i % 30000);
#pragma hpvm node parallel(1) inout(e[0:n])
    for (std::size_t i = 1; i < std::size_t(n); i += step)
      e[i] = 5 * i;
#pragma hpvm node parallel(1) inout(f[0:n])
    for (std::int64_t i = n - 2; i >= 0; i -= step)
      f[i] = 6 * i;
#pragma hpvm node parallel(1) inout(g[0:n])
    for (std::uint16_t i = 0; i < n; i = i + bigStep)
      g[i] = std::uint16_t(7 * i);
#pragma hpvm node parallel(1) inout(g[0:n])
    for (std::uint16_t i = 1; i < n; i = bigStep + i)
      g[i] = std::uint16_t(7 * i);
#pragma hpvm node parallel(1) inout(h[0:n])
    for (int i = n - 1; i > -1; i = i - 1)
      h[i] = static_cast<signed char>(8 * i % 100);
#pragma hpvm node parallel(1) inout(z[0:n])
    for (int i = n; i < lo; ++i)
      z[i] = 1;
  }
}

template <typename T>
static bool check(const char *name, const std::vector<T> &v, long mul,
                  long mod, long first, long stride, long last) {
  long sum = 0, count = 0;
  bool ok = true;
  for (long k = 0; k < long(v.size()); ++k) {
    bool visited = k >= first && k <= last && (k - first) % stride == 0;
    long want = visited ? (mul * k) % mod : -1;
    if (visited) {
      sum += long(v[k]);
      ++count;
    }
    ok &= visited ? long(v[k]) == want : v[k] == T(-1);
  }
  std::printf("%s: %ld elements, sum %ld, %s\n", name, count, sum,
              ok ? "OK" : "WRONG");
  return ok;
}

int main() {
  const int n = 1000;
  volatile long lo = 0; // runtime bounds
  volatile unsigned step = 2;
  volatile int bigStep = 2;
  std::vector<int> a(n, -1), z(n, -1);
  std::vector<long> b(n, -1);
  std::vector<unsigned> c(n, unsigned(-1));
  std::vector<short> d(n, -1);
  std::vector<std::size_t> e(n, std::size_t(-1));
  std::vector<std::int64_t> f(n, -1);
  std::vector<std::uint16_t> g(n, std::uint16_t(-1));
  std::vector<signed char> h(n, -1);
  loops(a.data(), b.data(), c.data(), d.data(), e.data(), f.data(), g.data(),
        h.data(), z.data(), n, lo, step, bigStep);
  bool ok = true;
  ok &= check("up-lt-int", a, 1, 1L << 40, 0, 1, n - 1);
  ok &= check("up-le-long", b, 2, 1L << 40, 0, 1, n - 1);
  ok &= check("down-gt-unsigned", c, 3, 1L << 40, 0, 1, n - 1);
  ok &= check("down-ge-short", d, 4, 30000, 0, 1, n - 1);
  ok &= check("up-step-size_t", e, 5, 1L << 40, 1, 2, n - 1);
  ok &= check("down-step-int64", f, 6, 1L << 40, 0, 2, n - 2);
  ok &= check("up-assign-uint16", g, 7, 1L << 40, 0, 1, n - 1);
  ok &= check("down-assign-char", h, 8, 100, 0, 1, n - 1);
  bool empty = true;
  for (int v : z)
    empty &= v == -1;
  std::printf("empty: 0 instances, %s\n", empty ? "OK" : "WRONG");
  ok &= empty;
  std::printf("loops-1d: all %s\n", ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
