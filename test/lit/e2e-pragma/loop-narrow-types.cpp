// Loop variables of narrow types hold their start and step converted to
// their type, as C++ assigns them: `unsigned char c = 259` starts at 3,
// `int i = (1L << 32) + 3` at 3, `c += 257` adds 1 to an unsigned char,
// `unsigned short s = 70000` starts at 4464 and `signed char x = 250` at -6.
// Each node runs as many instances as the sequential loop, with the same
// values; starts and steps are runtime values.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector %s -o %t.vec && %t.vec | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      uchar-start: 5 iterations, sum 25
// CHECK-NEXT: int-start: 7 iterations, sum 42
// CHECK-NEXT: uchar-step: 200 iterations, sum 19900
// CHECK-NEXT: ushort-start: 61 iterations, sum 2102304
// CHECK-NEXT: schar-down: 4 iterations, sum -30
#include <cstdio>

static int a[256], b[16], c[256], d[65536], e[256];

static void report(const char *Name, const int *v, int n, int bias) {
  int count = 0;
  long sum = 0;
  for (int k = 0; k < n; ++k)
    if (v[k]) {
      ++count;
      sum += k - bias;
    }
  std::printf("%s: %d iterations, sum %ld\n", Name, count, sum);
}

int main(int argc, char **) {
  int lo = 258 + argc;               // 259: an unsigned char holds 3
  long wide = (1L << 32) + 2 + argc; // an int holds 3
  int step = 256 + argc;             // adds 1 to an unsigned char
  int slo = 69999 + argc;            // 70000: an unsigned short holds 4464
  int shi = 249 + argc;              // 250: a signed char holds -6
#pragma hpvm graph inout(a[0:256], b[0:16], c[0:256], d[0:65536], e[0:256])
  {
#pragma hpvm node parallel(1) inout(a[0:256])
    for (unsigned char x = lo; x < 8; ++x)
      a[x] = 1;
#pragma hpvm node parallel(1) inout(b[0:16])
    for (int i = wide; i < 10; ++i)
      b[i] = 1;
#pragma hpvm node parallel(1) inout(c[0:256])
    for (unsigned char x = 0; x < 200; x += step)
      c[x] = 1;
#pragma hpvm node parallel(1) inout(d[0:65536])
    for (unsigned short s = slo; s < 65000; s += 1000)
      d[s] = 1;
#pragma hpvm node parallel(1) inout(e[0:256])
    for (signed char x = shi; x > -10; --x)
      e[x + 128] = 1;
  }
  report("uchar-start", a, 256, 0);
  report("int-start", b, 16, 0);
  report("uchar-step", c, 256, 0);
  report("ushort-start", d, 65536, 0);
  report("schar-down", e, 256, 128);
  return 0;
}
