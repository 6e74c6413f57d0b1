// reduction(op: var) with every operator on integer and floating-point
// scalars: in functions of fixed types (the identities are literals) and in
// templates instantiated for several types (the identities come from
// <hpvm/hpvm.h>). The values are chosen so that every order of combining
// gives the sequential result exactly; the output must equal the
// sequential build's.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas -I%S/../../../include %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// CHECK:      int: + 4496 * -2048 min -497 max 497 & 64 | 1023 ^ 944
// CHECK-NEXT: double: + 4496 * -0.000488281 min -497 max 497
// CHECK-NEXT: int: + 4490 * -2048 min -497 max 497
// CHECK-NEXT: unsigned: + 4490 * 4.29497e+09 min 0 max 4294966799
// CHECK-NEXT: long: + 4490 * -2048 min -497 max 497
// CHECK-NEXT: float: + 4490 * -2048 min -497 max 497
// CHECK-NEXT: double: + 4490 * -2048 min -497 max 497
// CHECK-NEXT: short: + 4490 * -2048 min -497 max 497
// CHECK-NEXT: unsigned char: & 64 | 255 ^ 176
// CHECK-NEXT: long: & 64 | 1023 ^ 944
// CHECK-NEXT: unsigned long long: & 64 | 1023 ^ 944
#include <hpvm/hpvm.h>
#include <cstdio>

static const long N = 1000;
// Values for +, min and max: mostly small, one negative extreme. Factors
// for *: 1 and -1, and 2 (0.5 for double) a few times. Bits for &, | and ^:
// every element has bit 6.
static long val[N], fac[N], bit[N];

static void intOps(long n, int &s, int &p, int &mn, int &mx, int &an, int &o,
                   int &x) {
#pragma hpvm graph in(val, fac, bit)
  {
#pragma hpvm node parallel(1) in(val, fac, bit) reduction(+: s) reduction(*: p) reduction(min: mn) reduction(max: mx) reduction(&: an) reduction(|: o) reduction(^: x)
    for (long i = 0; i < n; ++i) {
      int v = (int)val[i];
      s += v;
      p *= (int)fac[i];
      mn = v < mn ? v : mn;
      mx = v > mx ? v : mx;
      an &= (int)bit[i];
      o |= (int)bit[i];
      x ^= (int)bit[i];
    }
  }
}

static void doubleOps(long n, double &s, double &p, double &mn, double &mx) {
#pragma hpvm graph in(val, fac)
  {
#pragma hpvm node parallel(1) in(val, fac) reduction(+: s) reduction(*: p) reduction(min: mn) reduction(max: mx)
    for (long i = 0; i < n; ++i) {
      double v = (double)val[i];
      s += v;
      p *= fac[i] == 2 ? 0.5 : (double)fac[i];
      if (v < mn)
        mn = v;
      if (v > mx)
        mx = v;
    }
  }
}

template <class T>
static void arithmetic(long n, T &s, T &p, T &mn, T &mx) {
#pragma hpvm graph in(val, fac)
  {
#pragma hpvm node parallel(1) in(val, fac) reduction(+: s) reduction(*: p) reduction(min: mn) reduction(max: mx)
    for (long i = 0; i < n; ++i) {
      T v = (T)val[i];
      s += v;
      p *= (T)fac[i];
      if (v < mn)
        mn = v;
      if (v > mx)
        mx = v;
    }
  }
}

template <class T> static void bitwise(long n, T &an, T &o, T &x) {
#pragma hpvm graph in(bit)
  {
#pragma hpvm node parallel(1) in(bit) reduction(&: an) reduction(|: o) reduction(^: x)
    for (long i = 0; i < n; ++i) {
      an &= (T)bit[i];
      o |= (T)bit[i];
      x ^= (T)bit[i];
    }
  }
}

template <class T> static void printArithmetic(const char *name) {
  T s = 0, p = 1, mn = 1000, mx = -1000;
  if ((T)-1 > 0) // unsigned: -497 wraps to a large value
    mx = 0;
  arithmetic<T>(N, s, p, mn, mx);
  std::printf("%s: + %lld * %g min %lld max %lld\n", name, (long long)s,
              (double)p, (long long)mn, (long long)mx);
}

int main() {
  for (long i = 0; i < N; ++i) {
    val[i] = i == 3 ? -497 : i % 10 + (i == 7 ? 490 : 0);
    fac[i] = i % 97 == 0 ? 2 : i % 400 == 1 ? -1 : 1;
    bit[i] = 64 | (i * 37 % 1024);
  }
  int s = 6, p = 1, mn = 100, mx = 0, an = ~0, o = 0, x = 0;
  intOps(N, s, p, mn, mx, an, o, x);
  std::printf("int: + %d * %d min %d max %d & %d | %d ^ %d\n", s, p, mn, mx,
              an, o, x);
  double ds = 6, dp = 1, dmn = 1e9, dmx = -1e9;
  doubleOps(N, ds, dp, dmn, dmx);
  std::printf("double: + %g * %g min %g max %g\n", ds, dp, dmn, dmx);
  printArithmetic<int>("int");
  printArithmetic<unsigned>("unsigned");
  printArithmetic<long>("long");
  printArithmetic<float>("float");
  printArithmetic<double>("double");
  printArithmetic<short>("short");
  unsigned char ca = 0xff, co = 0, cx = 0;
  bitwise<unsigned char>(N, ca, co, cx);
  std::printf("unsigned char: & %d | %d ^ %d\n", ca, co, cx);
  long la = ~0L, lo = 0, lx = 0;
  bitwise<long>(N, la, lo, lx);
  std::printf("long: & %ld | %ld ^ %ld\n", la, lo, lx);
  unsigned long long ua = ~0ULL, uo = 0, ux = 0;
  bitwise<unsigned long long>(N, ua, uo, ux);
  std::printf("unsigned long long: & %llu | %llu ^ %llu\n", ua, uo, ux);
}
