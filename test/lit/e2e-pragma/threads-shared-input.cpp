// Eight host threads launch graphs at the same time over one shared input:
// each writes its own output from the whole input, and its own output from a
// window of the input that overlaps its neighbours' windows (so the memory
// tracker merges sections while other graphs are in flight). Each thread
// also runs a graph that reaches one of its arrays through two views,
// in(p[0:m]) and out(q[0:m]) with q = p + 1, and the same one with q = p (one
// array in two clauses). The runtime must count the shared objects instead of
// warning (`hpvm-rt: warning: ... overlap the tracked object`, `... is not in
// any tracked object`), and the output must be the sequential build's.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: %t 2>&1 >/dev/null | not grep "hpvm-rt: warning"
// RUN: %hpvmcc -O2 --hpvm-targets=vector %s -o %t.vec && %t.vec > %t.vec.out
// RUN: %t.vec 2>&1 >/dev/null | not grep "hpvm-rt: warning"
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out && diff %t.seq.out %t.vec.out
// CHECK:      thread 0: sum(out) = {{[0-9]+}}, sum(win) = {{[0-9]+}}, shifted OK, in place OK
// CHECK:      thread 7: sum(out) = {{[0-9]+}}, sum(win) = {{[0-9]+}}, shifted OK, in place OK
// CHECK-NEXT: threads-shared-input: all OK
#include <cstdio>
#include <thread>
#include <vector>

constexpr int Threads = 8, Rounds = 10;
constexpr long W = 1250, N = Threads * W; // 40000 bytes of int per array

// out[i] = 3 * in[i] + r: every thread's graph reads all of in.
static void scale(const int *in, int *out, long n, int r) {
#pragma hpvm graph in(in[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
      out[i] = 3 * in[i] + r;
  }
}

// win[i] = in[i] - in[i + w]: a window of 2 * w elements, overlapping the
// windows of the threads before and after.
static void window(const int *in, int *win, long w) {
#pragma hpvm graph in(in[0:2 * w]) out(win[0:w])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < w; ++i)
      win[i] = in[i] - in[i + w];
  }
}

// q[i] = 2 * p[i] + 1, through t: the node that writes q reads only t, so
// the result is the same when q and p overlap.
static void shift(const int *p, int *q, int *t, long m) {
#pragma hpvm graph in(p[0:m]) out(q[0:m], t[0:m])
  {
#pragma hpvm node name(twice) parallel(1) in(p[0:m]) out(t[0:m])
    for (long i = 0; i < m; ++i)
      t[i] = 2 * p[i] + 1;
#pragma hpvm node name(store) parallel(1) in(t[0:m]) out(q[0:m])
    for (long i = 0; i < m; ++i)
      q[i] = t[i];
  }
}

struct Result {
  long SumOut = 0, SumWin = 0;
  bool Out = true, Win = true, Shifted = true, InPlace = true;
};

static void work(const std::vector<int> &in, int k, Result &res) {
  std::vector<int> out(N), win(W), a(W + 1), t(W);
  for (int r = 0; r < Rounds; ++r) {
    scale(in.data(), out.data(), N, r);
    window(in.data() + k * W, win.data(), W);
  }
  for (long i = 0; i < N; ++i) {
    res.Out &= out[i] == 3 * in[i] + Rounds - 1;
    res.SumOut += out[i];
  }
  for (long i = 0; i < W; ++i) {
    res.Win &= win[i] == in[k * W + i] - in[(k + 1) * W + i];
    res.SumWin += win[i];
  }

  for (long i = 0; i <= W; ++i)
    a[i] = static_cast<int>(i % 17) + k;
  shift(a.data(), a.data() + 1, t.data(), W);
  res.Shifted &= a[0] == k;
  for (long i = 1; i <= W; ++i)
    res.Shifted &= a[i] == 2 * (static_cast<int>((i - 1) % 17) + k) + 1;
  std::vector<int> before = a;
  shift(a.data(), a.data(), t.data(), W);
  for (long i = 0; i < W; ++i)
    res.InPlace &= a[i] == 2 * before[i] + 1;
  res.InPlace &= a[W] == before[W];
}

int main() {
  std::vector<int> in(N + W);
  for (long i = 0; i < N + W; ++i)
    in[i] = static_cast<int>((i * 7919) % 1009);
  std::vector<Result> results(Threads);
  std::vector<std::thread> threads;
  for (int k = 0; k < Threads; ++k)
    threads.emplace_back(work, std::cref(in), k, std::ref(results[k]));
  for (std::thread &th : threads)
    th.join();
  bool ok = true;
  for (int k = 0; k < Threads; ++k) {
    const Result &res = results[k];
    std::printf("thread %d: sum(out) = %ld, sum(win) = %ld, shifted %s, in "
                "place %s\n",
                k, res.SumOut, res.SumWin, res.Shifted ? "OK" : "WRONG",
                res.InPlace ? "OK" : "WRONG");
    ok &= res.Out && res.Win && res.Shifted && res.InPlace;
  }
  std::printf("threads-shared-input: %s\n", ok ? "all OK" : "WRONG");
  return ok ? 0 : 1;
}
