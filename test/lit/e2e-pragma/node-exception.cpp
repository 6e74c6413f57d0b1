// A C++ exception thrown in a node reaches the code that waits for the
// graph, as it would in the sequential program: from an instance of a loop
// node, from a task node running beside a sibling, from a node of a nested
// graph and from a nowait graph at its wait. The caller catches it by its
// type; graphs run fine afterwards. The sequential build prints the same.
// GPU-TESTS: skip a gpu node cannot throw (test/lit/gpu/throw-error.cpp)
// OPENCL-TESTS: skip an opencl node cannot throw either
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 %s -o %t && %t > %t.out && diff %t.seq.out %t.out
// RUN: env HPVM_NUM_THREADS=1 %t > %t.1.out && diff %t.seq.out %t.1.out
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: FileCheck %s < %t.out
// CHECK:      loop: caught bad value -3
// CHECK-NEXT: task: caught bad value 7
// CHECK-NEXT: nested: caught bad value 5
// CHECK-NEXT: nowait: caught bad value -1
// CHECK-NEXT: after: 2 3 4 5, no exception
#include <cstdio>

struct BadValue {
  long v;
};

static void addOne(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i) {
      if (a[i] < 0)
        throw BadValue{a[i]};
      a[i] += 1;
    }
  }
}

static void tasks(const int *a, long n, long &sum) {
  long other = 0;
#pragma hpvm graph in(a[0:n]) out(sum, other)
  {
#pragma hpvm node in(a[0:n]) out(other)
    {
      long s = 0;
      for (long i = 0; i < n; ++i)
        s += a[i];
      other = s;
    }
#pragma hpvm node in(a[0:n]) out(sum)
    {
      if (a[0] == 7)
        throw BadValue{7};
      sum = a[0];
    }
  }
}

static void nested(int *a, long n) {
#pragma hpvm graph inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; i += 4) {
#pragma hpvm node parallel(1) inout(a[0:n])
      for (long j = i; j < i + 4; ++j)
        if (a[j] == 5)
          throw BadValue{5};
    }
  }
}

static void later(int *a, long n) {
#pragma hpvm graph name(g) nowait inout(a[0:n])
  {
#pragma hpvm node parallel(1) inout(a[0:n])
    for (long i = 0; i < n; ++i)
      if (a[i] == -1)
        throw BadValue{-1};
  }
#pragma hpvm wait(g)
}

int main() {
  int a[64];
  for (int i = 0; i < 64; ++i)
    a[i] = i == 40 ? -3 : i;
  try {
    addOne(a, 64);
    std::printf("loop: no exception\n");
  } catch (const BadValue &e) {
    std::printf("loop: caught bad value %ld\n", e.v);
  }
  long sum = 0;
  int b[3] = {7, 1, 2};
  try {
    tasks(b, 3, sum);
    std::printf("task: no exception\n");
  } catch (const BadValue &e) {
    std::printf("task: caught bad value %ld\n", e.v);
  }
  int c[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  try {
    nested(c, 8);
    std::printf("nested: no exception\n");
  } catch (const BadValue &e) {
    std::printf("nested: caught bad value %ld\n", e.v);
  }
  int d[4] = {1, 2, -1, 4};
  try {
    later(d, 4);
    std::printf("nowait: no exception\n");
  } catch (const BadValue &e) {
    std::printf("nowait: caught bad value %ld\n", e.v);
  }
  int f[4] = {1, 2, 3, 4};
  try {
    addOne(f, 4);
    std::printf("after: %d %d %d %d, no exception\n", f[0], f[1], f[2], f[3]);
  } catch (const BadValue &e) {
    std::printf("after: caught bad value %ld\n", e.v);
  }
}
