// Values taken by reference (a struct of three longs, std::complex<double>,
// __int128) reaching nodes through a template type parameter: a function
// template's parameter and local of type T (in() and out()), and a generic
// lambda's `auto` parameter. Every instantiation's type is taken by
// reference, so the node functions (templates) take T by reference too.
// The sequential build prints the same.
// GPU-TESTS: skip __int128 arithmetic cannot run on the GPU (test/lit/gpu/unsupported-int128.cpp)
// OPENCL-TESTS: skip __int128 arithmetic cannot run on an OpenCL device either
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK: 2 4 6, 3 6, 2, 15
#include <complex>
#include <cstdio>
struct L3 { long a, b, c; };
template <class T> T twice(T st, long n) {
  T out{};
#pragma hpvm graph in(st) out(out)
  {
#pragma hpvm node in(st) out(out)
    {
      out = st;
      for (long i = 1; i < n; ++i)
        out = out + st;
    }
  }
  return out;
}
L3 operator+(L3 x, L3 y) { return {x.a + y.a, x.b + y.b, x.c + y.c}; }
int main() {
  L3 s = twice(L3{1, 2, 3}, 2);
  std::complex<double> c = twice(std::complex<double>(1, 2), 3);
  __int128 w = twice((__int128)1 << 70, 2);
  auto g = [](auto st, long *r) {
#pragma hpvm graph in(st) out(r[0:1])
    {
#pragma hpvm node in(st) out(r[0:1])
      r[0] = st.a + st.b + st.c;
    }
  };
  long r = 0;
  g(L3{4, 5, 6}, &r);
  printf("%ld %ld %ld, %g %g, %d, %ld\n", s.a, s.b, s.c, c.real(), c.imag(), (int)(w >> 70), r);
}
