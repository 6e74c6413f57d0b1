// C arrays of known bound captured by nodes keep their array type: inside
// the node, sizeof is the array's size (not a pointer's), range-for and
// std::size work, for one- and two-dimensional arrays and in a function
// template whose bound is a template parameter. The sequential build
// prints the same.
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK:      sizes: a 64, m 128, row 32, std::size 16 and 4
// CHECK-NEXT: a: sum 240
// CHECK-NEXT: m: sum 528.0
// CHECK-NEXT: template: 20 + 15, 24 + 6.5
#include <cstdio>
#include <iterator>

template <typename T, int N> static T sizedSum(const T (&in)[N]) {
  T b[N];
  for (int i = 0; i < N; ++i)
    b[i] = in[i];
  T s = 0;
  long bytes = 0;
#pragma hpvm graph in(b) out(s, bytes)
  {
#pragma hpvm node in(b) out(s, bytes)
    {
      for (T x : b)
        s += x;
      bytes = sizeof(b);
    }
  }
  std::printf("%ld + ", bytes);
  return s;
}

int main() {
  int a[16];
  float m[4][8];
  for (int i = 0; i < 16; ++i)
    a[i] = i;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 8; ++j)
      m[i][j] = float(i * 8 + j);
  long sa = 0, sm = 0, srow = 0, na = 0, nm = 0;
#pragma hpvm graph inout(a, m) out(sa, sm, srow, na, nm)
  {
#pragma hpvm node inout(a, m) out(sa, sm, srow, na, nm)
    {
      sa = sizeof(a);
      sm = sizeof(m);
      srow = sizeof(m[0]);
      na = long(std::size(a));
      nm = long(std::size(m));
      for (int &x : a)
        x *= 2;
      for (auto &row : m)
        for (float &v : row)
          v += 1;
    }
  }
  std::printf("sizes: a %ld, m %ld, row %ld, std::size %ld and %ld\n", sa, sm,
              srow, na, nm);
  long s = 0;
  for (int x : a)
    s += x;
  std::printf("a: sum %ld\n", s);
  float t = 0;
  for (auto &row : m)
    for (float v : row)
      t += v;
  std::printf("m: sum %.1f\n", t);
  int ti[5] = {1, 2, 3, 4, 5};
  double td[3] = {1.5, 2, 3};
  std::printf("template: ");
  int ri = sizedSum(ti);
  std::printf("%d, ", ri);
  double rd = sizedSum(td);
  std::printf("%.1f\n", rd);
}
