// Nodes with no instance (an extent of 0 read from the command line) in every
// position of a graph and with every kind of output: the node runs nothing,
// the buffers it hands on along inferred edges still reach the next node,
// and a scalar in its out(...) keeps the value it had, as in the sequential
// program. Shapes: 1-D, 2-D and 3-D leaves with the empty extent in each
// dimension; first, middle and last node; a tiled internal node with no
// tile and an allocation node; tiles whose leaf has no instance; an internal
// node with no instance and a scalar output. Each graph runs with n = 0 and
// again with n = 3.
// RUN: %hpvmcc -O2 %s -o %t && %t 0 | FileCheck %s
// RUN: %t 3 | FileCheck %s --check-prefix=THREE
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq 0 > %t.seq0 && %t 0 > %t.out0 && diff %t.seq0 %t.out0
// RUN: %t.seq 3 > %t.seq3 && %t 3 > %t.out3 && diff %t.seq3 %t.out3
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec 0 | diff %t.seq0 - && %t.vec 3 | diff %t.seq3 -
// CHECK:      first: 5050 s=7 t=8
// CHECK-NEXT: middle: 9900 s=7
// CHECK-NEXT: last: 9900 s=7
// CHECK-NEXT: 2-D x: 4950 s=7
// CHECK-NEXT: 2-D y: 4950 s=7
// CHECK-NEXT: 3-D x: 4950 s=7
// CHECK-NEXT: 3-D y: 4950 s=7
// CHECK-NEXT: 3-D z: 4950 s=7
// CHECK-NEXT: tiles: 4950
// CHECK-NEXT: empty tile: 4950
// CHECK-NEXT: internal: 4950 s=7 t=8
// THREE:      first: 5053 s=3 t=4
#include <cstdio>
#include <cstdlib>

constexpr long N = 100;

static void reset(float *a, float *b) {
  for (long i = 0; i < N; ++i)
    a[i] = float(i), b[i] = 0;
}

static double sum(const float *x) {
  double s = 0;
  for (long i = 0; i < N; ++i)
    s += x[i];
  return s;
}

// The program: the first node is empty and hands `a` on.
static void first(float *a, float *b, long n) {
  long s = 7, t = 0;
#pragma hpvm graph inout(a[0:N]) out(b[0:N]) in(n)
  {
#pragma hpvm node parallel(1) inout(a[0:N]) in(n) out(s)
    for (long i = 0; i < n; ++i) {
      a[i] *= 2;
      s = n;
    }
#pragma hpvm node parallel(1) in(a[0:N]) out(b[0:N])
    for (long i = 0; i < N; ++i)
      b[i] = a[i] + 1;
#pragma hpvm node out(t)
    { t = s + 1; }
  }
  std::printf("first: %g s=%ld t=%ld\n", sum(b), s, t);
}

static void middle(float *a, float *b, long n) {
  long s = 7;
#pragma hpvm graph inout(a[0:N], b[0:N]) in(n)
  {
#pragma hpvm node parallel(1) inout(a[0:N])
    for (long i = 0; i < N; ++i)
      a[i] *= 2;
#pragma hpvm node parallel(1) inout(a[0:N]) in(n) out(s)
    for (long i = 0; i < n; ++i) {
      a[i] += 1;
      s = n;
    }
#pragma hpvm node parallel(1) in(a[0:N]) out(b[0:N])
    for (long i = 0; i < N; ++i)
      b[i] = a[i] + 0 * s;
  }
  std::printf("middle: %g s=%ld\n", sum(b), s);
}

static void last(float *a, float *b, long n) {
  long s = 7;
#pragma hpvm graph inout(a[0:N], b[0:N]) in(n)
  {
#pragma hpvm node parallel(1) inout(a[0:N])
    for (long i = 0; i < N; ++i)
      a[i] *= 2;
#pragma hpvm node parallel(1) in(a[0:N]) inout(b[0:N]) in(n) out(s)
    for (long i = 0; i < n; ++i) {
      b[i] = -1;
      s = n;
    }
  }
  std::printf("last: %g s=%ld\n", sum(a), s);
}

// A 2-D or 3-D leaf whose extent in dimension `dim` is n, the others 2, then
// a node that reads what it handed on.
static void grid2(float *a, float *b, long n, int dim) {
  long s = 7, nx = dim == 0 ? n : 2, ny = dim == 1 ? n : 2;
#pragma hpvm graph inout(a[0:N]) out(b[0:N]) in(nx, ny)
  {
#pragma hpvm node parallel(2) inout(a[0:N]) in(nx, ny) out(s)
    for (long i = 0; i < nx; ++i)
      for (long j = 0; j < ny; ++j) {
        a[i * 2 + j] = -1;
        s = nx + ny;
      }
#pragma hpvm node parallel(1) in(a[0:N]) out(b[0:N])
    for (long i = 0; i < N; ++i)
      b[i] = a[i];
  }
  std::printf("2-D %c: %g s=%ld\n", "xy"[dim], sum(b), s);
}

static void grid3(float *a, float *b, long n, int dim) {
  long s = 7, nx = dim == 0 ? n : 2, ny = dim == 1 ? n : 2,
       nz = dim == 2 ? n : 2;
#pragma hpvm graph inout(a[0:N]) out(b[0:N]) in(nx, ny, nz)
  {
#pragma hpvm node parallel(3) inout(a[0:N]) in(nx, ny, nz) out(s)
    for (long i = 0; i < nx; ++i)
      for (long j = 0; j < ny; ++j)
        for (long k = 0; k < nz; ++k) {
          a[(i * 2 + j) * 2 + k] = -1;
          s = nx * ny * nz;
        }
#pragma hpvm node parallel(1) in(a[0:N]) out(b[0:N])
    for (long i = 0; i < N; ++i)
      b[i] = a[i];
  }
  std::printf("3-D %c: %g s=%ld\n", "xyz"[dim], sum(b), s);
}

// A tiled internal node (a gpu kernel of n blocks) with scratch memory (the
// last node: a tiled gpu node cannot hand its buffer on yet).
static void tiles(float *a, long n) {
#pragma hpvm graph inout(a[0:N]) in(n)
  {
#pragma hpvm node parallel(1) inout(a[0:N]) in(n)
    for (long i = 0; i < n; ++i) {
#pragma hpvm local
      float tmp[4];
#pragma hpvm node parallel(1) inout(a[0:N])
      for (long j = 0; j < 4; ++j) {
        tmp[j] = a[i * 4 + j];
        a[i * 4 + j] = -tmp[j];
      }
    }
  }
  std::printf("tiles: %g\n", sum(a));
}

// Two tiles (gpu blocks) whose leaf has n instances (threads).
static void emptyTile(float *a, long n) {
#pragma hpvm graph inout(a[0:N]) in(n)
  {
#pragma hpvm node parallel(1) inout(a[0:N]) in(n)
    for (long i = 0; i < 2; ++i) {
#pragma hpvm node parallel(1) inout(a[0:N]) in(n)
      for (long j = 0; j < n; ++j)
        a[i * 8 + j] = -1;
    }
  }
  std::printf("empty tile: %g\n", sum(a));
}

// An internal node with n instances, each running two leaves of different
// grids (so not a gpu tile), the second with a scalar output that is the
// internal node's; then a node that uses the buffer and the scalar.
static void internal(float *a, float *b, long n) {
  long s = 7, t = 0;
#pragma hpvm graph inout(a[0:N]) out(b[0:N]) in(n)
  {
#pragma hpvm node parallel(1) inout(a[0:N]) in(n) out(s)
    for (long i = 0; i < n; ++i) {
#pragma hpvm node parallel(1) inout(a[0:N])
      for (long j = 0; j < 4; ++j)
        a[i * 4 + j] *= 2;
#pragma hpvm node parallel(1) inout(a[0:N]) in(n) out(s)
      for (long j = 0; j < 2; ++j) {
        a[i * 4 + j] += 1;
        s = n;
      }
    }
#pragma hpvm node parallel(1) in(a[0:N]) out(b[0:N])
    for (long i = 0; i < N; ++i)
      b[i] = a[i];
#pragma hpvm node out(t)
    { t = s + 1; }
  }
  std::printf("internal: %g s=%ld t=%ld\n", sum(b), s, t);
}

int main(int argc, char **argv) {
  long n = argc > 1 ? std::atol(argv[1]) : 0;
  static float a[N], b[N];
  reset(a, b), first(a, b, n);
  reset(a, b), middle(a, b, n);
  reset(a, b), last(a, b, n);
  for (int d = 0; d != 2; ++d)
    reset(a, b), grid2(a, b, n, d);
  for (int d = 0; d != 3; ++d)
    reset(a, b), grid3(a, b, n, d);
  reset(a, b), tiles(a, n);
  reset(a, b), emptyTile(a, n);
  reset(a, b), internal(a, b, n);
  return 0;
}
