// --hpvm-auto decides for every loop, and --hpvm-report says what it decided
// and why, located at the loop: parallel nests become parallel(k) nodes with
// data clauses from Polly's access relations; a carried dependence, possible
// aliasing, a non-affine subscript, a call with side effects, a scalar
// assigned across iterations, too few iterations and `noauto` keep a loop on
// the host. A host time loop around offloaded nests gets a data region.
// RUN: %hpvmcc --hpvm-auto --hpvm-report -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not="remark: loop"
#include <cstdio>

void scale(float *__restrict__ y, const float *__restrict__ x, long n) {
  for (long i = 0; i < n; ++i)
    y[i] = 2.0f * x[i];
}
// CHECK: remarks.cpp:[[@LINE-3]]:3: remark: loop nest offloaded: a parallel(1) node for cpu with in(x[0:(n)]) inout(y[0:(n)])

void gemm(double *__restrict__ C, const double *__restrict__ A,
          const double *__restrict__ B, long n) {
  for (long i = 0; i < n; ++i)
    for (long j = 0; j < n; ++j) {
      double s = 0;
      for (long k = 0; k < n; ++k)
        s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = s;
    }
}
// CHECK: remarks.cpp:[[@LINE-8]]:3: remark: loop nest offloaded: a parallel(2) node for cpu with in(A[0:(n) * (n)], B[0:(n) * (n)]) inout(C[0:(n) * (n)])

void steps(long *__restrict__ a, long *__restrict__ b, long n, long t) {
  for (long s = 0; s < t; ++s) {
    for (long i = 1; i < n - 1; ++i)
      b[i] = a[i - 1] + a[i + 1];
    for (long i = 1; i < n - 1; ++i)
      a[i] = b[i] / 2;
  }
}
// CHECK: remarks.cpp:[[@LINE-7]]:3: remark: loop not offloaded: it carries a dependence through 'a' (it stays on the host; the loops in it are considered); a data region with inout(a[0:(n)], b[0:(n - 1)]) keeps its arrays on the device across its iterations
// CHECK: remarks.cpp:[[@LINE-7]]:5: remark: loop nest offloaded: a parallel(1) node for cpu with in(a[0:(n)]) inout(b[0:(n - 1)])
// CHECK: remarks.cpp:[[@LINE-6]]:5: remark: loop nest offloaded: a parallel(1) node for cpu with in(b[0:(n - 1)]) inout(a[0:(n)])

void prefix(long *y, long n) {
  for (long i = 1; i < n; ++i)
    y[i] += y[i - 1];
}
// CHECK: remarks.cpp:[[@LINE-3]]:3: remark: loop not offloaded: it carries a dependence through 'y' (it stays on the host; the loops in it are considered)

void maybe_aliased(float *y, const float *x, long n) {
  for (long i = 0; i < n; ++i)
    y[i] = x[i] + 1.0f;
}
// CHECK: remarks.cpp:[[@LINE-3]]:3: remark: loop not offloaded: aliasing between its arrays is not disproved ('x', 'y'; '__restrict__' pointers do not alias)

void gather(float *__restrict__ y, const float *__restrict__ x,
            const long *__restrict__ idx, long n) {
  for (long i = 0; i < n; ++i)
    y[i] = x[idx[i]];
}
// CHECK: remarks.cpp:[[@LINE-3]]:3: remark: loop not offloaded: a subscript is not affine in the loop counters

void print_all(const float *__restrict__ x, long n) {
  for (long i = 0; i < n; ++i)
    std::printf("%f\n", x[i]);
}
// CHECK: remarks.cpp:[[@LINE-3]]:3: remark: loop not offloaded: it calls a function that may have side effects

float last_value(const float *__restrict__ x, float *__restrict__ y, long n) {
  float last = 0;
  for (long i = 0; i < n; ++i) {
    last = x[i];
    y[i] = last;
  }
  return last;
}
// CHECK: remarks.cpp:[[@LINE-6]]:3: remark: loop not offloaded: it assigns 'last', which is declared outside it

void small(float *__restrict__ y) {
  for (long i = 0; i < 16; ++i)
    y[i] = 1.0f;
}
// CHECK: remarks.cpp:[[@LINE-3]]:3: remark: loop not offloaded: 16 iterations are too few to pay for a launch (at least 1024)

void little_work(float *__restrict__ y) {
  for (long i = 0; i < 2048; ++i)
    y[i] = 1.0f;
}
// CHECK: remarks.cpp:[[@LINE-3]]:3: remark: loop not offloaded: about 0 arithmetic operations are too few to pay for a launch (at least 16384)

void opted_out(float *__restrict__ y, long n) {
#pragma hpvm noauto
  for (long i = 0; i < n; ++i)
    y[i] = 1.0f;
}
// CHECK: remarks.cpp:[[@LINE-3]]:3: remark: loop not offloaded: '#pragma hpvm noauto'

void triangle(double *__restrict__ C, const double *__restrict__ A, long n) {
  for (long i = 0; i < n; ++i)
    for (long j = 0; j <= i; ++j)
      C[i * n + j] = A[i * n + j] + A[j * n + i];
}
// A node's grid is a box: the inner loop's bound reads i, so it stays in
// the body of a one-dimensional node.
// CHECK: remarks.cpp:[[@LINE-6]]:3: remark: loop nest offloaded: a parallel(1) node for cpu with in(A[0:(n) * (n)]) inout(C[0:(n) * (n)])

void local_buffer(long n) {
  float *__restrict__ p = new float[n];
  for (long i = 0; i < n; ++i)
    p[i] = 1.0f;
  delete[] p;
}
// CHECK: remarks.cpp:[[@LINE-4]]:3: remark: loop not offloaded: an array it accesses has no name: its base is not a pointer parameter or an array variable

void unsigned_count(float *__restrict__ y, unsigned n) {
  for (unsigned i = 0; i < n; ++i)
    y[i] = 3.0f * y[i] + 1.0f;
}
// Polly reads n as signed: its model holds for n < 2^31 only, which a
// run-time check would have to ensure.
// CHECK: remarks.cpp:[[@LINE-5]]:3: remark: loop not offloaded: Polly's model of it needs a run-time check, which hpvmcc does not write (it fails where [n] -> {  : n < 0 })

template <class T>
void twice_all(T *__restrict__ y, long n) {
  for (long i = 0; i < n; ++i)
    y[i] = y[i] * 2 + 1;
}
template void twice_all(float *, long);
// The pragma would be written once for every instance, in the template.
// CHECK: remarks.cpp:[[@LINE-5]]:3: remark: loop not offloaded: 'y' points to a type whose size is not known there (a template parameter's, or an incomplete one)
