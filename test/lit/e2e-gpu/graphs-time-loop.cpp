// A time loop inside a data region launching a graph of three dependent gpu
// nodes (stencils: they do not fuse) per step, with HPVM_GPU_GRAPHS=1 (set
// by the program itself, so that scripts/gpu-tests.sh runs it that way
// too): from the second step of a shape on, the three kernels are replayed
// as one CUDA graph (docs/gpu.md, "CUDA graphs"). A scalar changes every
// step (the graph's parameters are updated), the instance count every
// seventh (another shape), and the host reads the result halfway (a copy
// between batches). The result must be that of the same loops run
// sequentially. The gpu build runs on the CPU here.
// RUN: %hpvmcc -O2 --hpvm-targets=gpu %s -o %t && %t 2>/dev/null | FileCheck %s
// RUN: %hpvmcc -O2 %s -o %t.cpu && %t.cpu | FileCheck %s
// CHECK: graphs-time-loop: 30 steps, middle ok, result ok
#include <cstdio>
#include <cstdlib>
#include <vector>

static long smooth(const long *in, long i, long m, long add) {
  long l = i > 0 ? i - 1 : 0, r = i + 1 < m ? i + 1 : m - 1;
  return (in[l] + 2 * in[i] + in[r] + add) % 100003;
}

static void steps(long *x, long *t1, long *t2, long n, long from, long to) {
#pragma hpvm data inout(x[0:n]) scratch(t1[0:n], t2[0:n])
  for (long s = from; s < to; ++s) {
    long m = s % 7 == 6 ? n - 1 : n;
#pragma hpvm graph inout(x[0:n])
    {
#pragma hpvm node parallel(1) in(x[0:n]) out(t1[0:n])
      for (long i = 0; i < m; ++i)
        t1[i] = smooth(x, i, m, s);
#pragma hpvm node parallel(1) in(t1[0:n]) out(t2[0:n])
      for (long i = 0; i < m; ++i)
        t2[i] = smooth(t1, i, m, 2 * s);
#pragma hpvm node parallel(1) in(t2[0:n]) out(x[0:n])
      for (long i = 0; i < m; ++i)
        x[i] = smooth(t2, i, m, 3 * s);
    }
  }
}

/// The same steps, one after the other.
static void reference(std::vector<long> &x, long from, long to) {
  long n = static_cast<long>(x.size());
  std::vector<long> t1(n), t2(n);
  for (long s = from; s < to; ++s) {
    long m = s % 7 == 6 ? n - 1 : n;
    for (long i = 0; i < m; ++i)
      t1[i] = smooth(x.data(), i, m, s);
    for (long i = 0; i < m; ++i)
      t2[i] = smooth(t1.data(), i, m, 2 * s);
    for (long i = 0; i < m; ++i)
      x[i] = smooth(t2.data(), i, m, 3 * s);
  }
}

int main() {
  setenv("HPVM_GPU_GRAPHS", "1", 1);
  const long n = 5000;
  std::vector<long> x(n), t1(n), t2(n), want(n);
  for (long i = 0; i < n; ++i)
    want[i] = x[i] = (i * 37) % 1009;
  steps(x.data(), t1.data(), t2.data(), n, 0, 15);
  reference(want, 0, 15);
  bool middle = x == want;
  steps(x.data(), t1.data(), t2.data(), n, 15, 30);
  reference(want, 15, 30);
  std::printf("graphs-time-loop: 30 steps, middle %s, result %s\n",
              middle ? "ok" : "WRONG", x == want ? "ok" : "WRONG");
  return middle && x == want ? 0 : 1;
}
