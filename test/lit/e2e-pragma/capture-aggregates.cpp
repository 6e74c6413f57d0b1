// Values the calling convention splits or passes in memory reach nodes by
// reference, as one object each: a struct of three longs, {double, double},
// std::complex<double> and _Complex double as inputs and as outputs
// (out(...) of the graph, and of a node feeding a sibling), and a loop-form
// node reading a struct. __int128: capture-int128.cpp. (Products of complex
// numbers call __muldc3, which gpu nodes cannot.) The sequential build
// prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK:      inputs: 6 3.75 2 4 9 6
// CHECK-NEXT: outputs: 3 2 1, 0.5 1.5, 2 4, 3 4
// CHECK-NEXT: sibling: 14 4.5
// CHECK-NEXT: loop: 0 7 14 21
#include <complex>
#include <cstdio>

struct L3 {
  long a, b, c;
};
struct D2 {
  double x, y;
};

int main() {
  L3 s = {1, 2, 3};
  D2 d = {1.5, 2.5};
  std::complex<double> z(1.0, 2.0);
  _Complex double c = __builtin_complex(1.0, -4.0);
  long r1 = 0;
  double r2 = 0, r3 = 0, r4 = 0, r5 = 0, r6 = 0;
#pragma hpvm graph out(r1, r2, r3, r4, r5, r6)
  {
#pragma hpvm node out(r1, r2, r3, r4, r5, r6)
    {
      r1 = s.a + s.b + s.c;
      r2 = d.x * d.y;
      r3 = (z + z).real();
      r4 = (z + z).imag();
      r5 = __real__(c + c) + 7;
      r6 = -__imag__(c + c) - 2;
    }
  }
  std::printf("inputs: %ld %g %g %g %g %g\n", r1, r2, r3, r4, r5, r6);

  L3 so = {};
  D2 dout = {};
  std::complex<double> zo;
  _Complex double co = 0;
#pragma hpvm graph out(so, dout, zo, co)
  {
#pragma hpvm node out(so, dout, zo, co)
    {
      so = L3{s.c, s.b, s.a};
      dout.x = d.x - 1;
      dout.y = d.y - 1;
      zo = z + z;
      co = __builtin_complex(3.0, 4.0);
    }
  }
  std::printf("outputs: %ld %ld %ld, %g %g, %g %g, %g %g\n", so.a, so.b, so.c,
              dout.x, dout.y, zo.real(), zo.imag(), __real__ co, __imag__ co);

  L3 mid = {};
  std::complex<double> half;
  long sum = 0;
  double re = 0;
#pragma hpvm graph out(sum, re)
  {
#pragma hpvm node out(mid, half)
    {
      mid = L3{s.a + 1, s.b + 2, s.c + 3};
      half = z * 2.25;
    }
#pragma hpvm node in(mid, half) out(sum, re)
    {
      sum = mid.a + mid.b + mid.c + 2;
      re = half.imag();
    }
  }
  std::printf("sibling: %ld %g\n", sum, re);

  L3 step = {7, 0, 0};
  long out[4];
#pragma hpvm graph out(out)
  {
#pragma hpvm node parallel(1) out(out)
    for (int i = 0; i < 4; ++i)
      out[i] = i * step.a;
  }
  std::printf("loop: %ld %ld %ld %ld\n", out[0], out[1], out[2], out[3]);
}
