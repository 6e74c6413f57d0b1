// Pragmas written as the braceless body of a for, while, do, if or else
// govern the statement after them, as with braces: loop nodes nested in loop
// nodes (one, two levels, under a 2-D node, using declarations of the outer
// body), graphs as bodies of host loops and branches, a data region as a
// loop body, block-form nodes whose statement is an `if` (the token after it
// is read to look for an `else`, here the next node's pragma), statement
// shapes in such a body (switch, lambda, do-while), a macro loop head, the
// _Pragma form and a stream graph's loop. The sequential build prints the
// same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec | diff %t.seq.out -
// CHECK:      nested: 2887561220666485854
// CHECK-NEXT: three levels: 13902913160654855740
// CHECK-NEXT: 2-D outer: 3870002117057907388
// CHECK-NEXT: outer declaration: 10720617870666350123
// CHECK-NEXT: host bodies: 18446744070874470421
// CHECK-NEXT: data body: 18446744051265569704
// CHECK-NEXT: shapes: 14638154646139510924 2719521
// CHECK-NEXT: _Pragma: 11134414851762838165
// CHECK-NEXT: stream: 11556537000707896444
#include <cstdio>

constexpr long N = 6, M = 5, K = 4;

static unsigned long checksum(const long *a, long n) {
  unsigned long s = 0;
  for (long k = 0; k < n; ++k)
    s = s * 31 + a[k];
  return s;
}

// A loop node whose body is a loop node, no braces.
static void nested(long *a) {
#pragma hpvm graph out(a[0:N*M])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
#pragma hpvm node parallel(1)
      for (long j = 0; j < M; ++j)
        a[i * M + j] = i * 10 + j;
  }
}

// Three levels, no braces.
static void threeLevels(long *a) {
#pragma hpvm graph out(a[0:N*M*K])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
#pragma hpvm node parallel(1)
      for (long j = 0; j < M; ++j)
#pragma hpvm node parallel(1)
        for (long k = K - 1; k >= 0; --k)
          a[(i * M + j) * K + k] = i * 100 + j * 10 + k;
  }
}

// A 2-D outer node whose inner loop's body is a node.
static void twoDOuter(long *a) {
#pragma hpvm graph out(a[0:N*M*K])
  {
#pragma hpvm node parallel(2)
    for (long i = 0; i < N; ++i)
      for (long j = 0; j < M; ++j)
#pragma hpvm node parallel(1)
        for (long k = 0; k < K; ++k)
          a[(i * M + j) * K + k] = i * j + k;
  }
}

// The outer body declares what the braceless inner node uses.
static void outerDecl(long *a) {
#pragma hpvm graph out(a[0:N*M])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i) {
      long base = i * M;
      long scale = i + 2;
#pragma hpvm node parallel(1)
      for (long j = 0; j < M; ++j)
        if (j % 2)
          a[base + j] = scale * j;
        else
          a[base + j] = -scale;
    }
  }
}

// Graphs as the bodies of host for, while, do, if and else.
static void hostBodies(long *a, int steps) {
  for (int t = 0; t < steps; ++t)
#pragma hpvm graph inout(a[0:N])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
      a[i] = a[i] * 2 + 1;
  }
  int t = 0;
  while (t++ < steps)
#pragma hpvm graph inout(a[0:N])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
      a[i] -= i;
  }
  do
#pragma hpvm graph inout(a[0:N])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
      a[i] += 3;
  } while (--t > 0);
  if (steps > 100)
    a[0] = 0;
  else
#pragma hpvm graph inout(a[0:N])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
      a[i] *= 5;
  }
  if (steps > 1)
#pragma hpvm graph inout(a[0:N])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
      a[i] = -a[i];
  } else
    a[0] = 1;
}

// A data region as a loop body.
static void dataBody(long *a, long *b) {
  for (int t = 0; t < 3; ++t)
#pragma hpvm data inout(a[0:N]) scratch(b[0:N])
  {
#pragma hpvm graph in(a[0:N])out(b[0:N])
    {
#pragma hpvm node parallel(1)
      for (long i = 0; i < N; ++i)
        b[i] = a[i] + t;
    }
#pragma hpvm graph in(b[0:N])out(a[0:N])
    {
#pragma hpvm node parallel(1)
      for (long i = 0; i < N; ++i)
        a[i] = b[i] * 2;
    }
  }
}

#define ROWS(i) for (long i = 0; i < N; ++i)
// Statement shapes of a braceless node's body.
static void shapes(long *a, long *b) {
#pragma hpvm graph out(a[0:N*M], b[0:N])
  {
#pragma hpvm node parallel(1)
    ROWS(i)
#pragma hpvm node parallel(1)
    for (long j = 0; j < M; ++j)
      switch (j % 3) {
      case 0:
        a[i * M + j] = [=] { return i + j; }();
        break;
      default: {
        long k = 0;
        do
          a[i * M + j] = k * i;
        while (++k < j);
      }
      }
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
#pragma hpvm node
      if (i % 2)
        b[i] = i * 3;
#pragma hpvm node parallel(1)
    for (long i = 0; i < N; ++i)
#pragma hpvm node
      if (i % 2 == 0)
        b[i] = -i;
  }
}
// A stream graph whose loop body is its one stage, no braces.
static void streamBody(const long *in, long *out) {
  int n = N;
#pragma hpvm graph stream in(in[0:n*M]) out(out[0:n*M])
  for (int f = 0; f < n; ++f)
#pragma hpvm node parallel(1) in(in[f*M:M]) out(out[f*M:M])
    for (long i = 0; i < M; ++i)
      out[f * M + i] = in[f * M + i] * 3 - f;
}

#define NODE _Pragma("hpvm node parallel(1)")
#define INNER(j) NODE for (long j = 0; j < M; ++j)

// The _Pragma form, in a macro and as a macro argument's statement.
static void pragmaOperator(long *a) {
#pragma hpvm graph out(a[0:N*M])
  {
    NODE for (long i = 0; i < N; ++i) INNER(j) a[i * M + j] = i * 7 + j;
  }
}

int main(int argc, char **argv) {
  static long a[N * M * K], b[N];
  nested(a);
  std::printf("nested: %lu\n", checksum(a, N * M));
  threeLevels(a);
  std::printf("three levels: %lu\n", checksum(a, N * M * K));
  twoDOuter(a);
  std::printf("2-D outer: %lu\n", checksum(a, N * M * K));
  outerDecl(a);
  std::printf("outer declaration: %lu\n", checksum(a, N * M));
  for (long i = 0; i < N; ++i)
    a[i] = i;
  hostBodies(a, argc + 2);
  std::printf("host bodies: %lu\n", checksum(a, N));
  dataBody(a, b);
  std::printf("data body: %lu\n", checksum(a, N));
  shapes(a, b);
  std::printf("shapes: %lu %lu\n", checksum(a, N * M), checksum(b, N));
  pragmaOperator(a);
  std::printf("_Pragma: %lu\n", checksum(a, N * M));
  streamBody(a, a + N * M);
  std::printf("stream: %lu\n", checksum(a + N * M, N * M));
}
