// PolyBench-style kernels with no pragmas, written from their published
// definitions (gemm, 2mm, syrk, atax, jacobi-2d with time steps, heat-3d)
// plus a prefix sum, which carries a dependence and stays sequential.
// --hpvm-auto offloads every parallel nest; the checksums must equal the
// sequential build's. Integer data keep every target's results exact.
// With a size scale as argument it is bench/auto/run.sh's benchmark: it
// prints each kernel's time on stderr.
// BUILD-FLAGS: --hpvm-auto
// VECTOR-TESTS: skip its own RUN lines build and check the vector,cpu version
// RUN: %hpvmcc -O2 --hpvm-auto --hpvm-report %s -o %t 2> %t.report && %t | FileCheck %s
// RUN: FileCheck %s --check-prefix=REPORT < %t.report
// RUN: %clangxx -O2 %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// Every node gets a vector and a cpu version; the scheduler runs the first,
// or the second where vector is taken away (docs/scheduling.md).
// RUN: %hpvmcc -O2 --hpvm-auto --hpvm-targets=vector,cpu %s -o %t.vec && %t.vec > %t.vec.out && diff %t.seq.out %t.vec.out
// RUN: env HPVM_UNAVAILABLE=vector %t.vec > %t.cpu.out && diff %t.seq.out %t.cpu.out
// CHECK: gemm {{[0-9]+}}
// CHECK: 2mm {{[0-9]+}}
// CHECK: syrk {{[0-9]+}}
// CHECK: atax {{[0-9]+}}
// CHECK: jacobi-2d {{[0-9]+}}
// CHECK: heat-3d {{[0-9]+}}
// CHECK: prefix {{[0-9]+}}
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

typedef long elem;

static void gemm(long ni, long nj, long nk, elem alpha, elem beta,
                 elem *__restrict__ C, const elem *__restrict__ A,
                 const elem *__restrict__ B) {
  for (long i = 0; i < ni; i++)
    for (long j = 0; j < nj; j++) {
      C[i * nj + j] *= beta;
      for (long k = 0; k < nk; k++)
        C[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}
// REPORT: polybench.cpp:[[@LINE-7]]:3: remark: loop nest offloaded: a parallel(2) node

static void mm2(long n, elem *__restrict__ tmp, const elem *__restrict__ A,
                const elem *__restrict__ B, const elem *__restrict__ C,
                elem *__restrict__ D) {
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++) {
      tmp[i * n + j] = 0;
      for (long k = 0; k < n; ++k)
        tmp[i * n + j] += A[i * n + k] * B[k * n + j];
    }
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++) {
      D[i * n + j] *= 3;
      for (long k = 0; k < n; ++k)
        D[i * n + j] += tmp[i * n + k] * C[k * n + j];
    }
}
// REPORT: polybench.cpp:[[@LINE-13]]:3: remark: loop nest offloaded: a parallel(2) node
// REPORT: polybench.cpp:[[@LINE-8]]:3: remark: loop nest offloaded: a parallel(2) node

static void syrk(long n, long m, elem *__restrict__ C,
                 const elem *__restrict__ A) {
  for (long i = 0; i < n; i++)
    for (long j = 0; j < n; j++) {
      C[i * n + j] *= 2;
      for (long k = 0; k < m; k++)
        C[i * n + j] += 3 * A[i * m + k] * A[j * m + k];
    }
}
// REPORT: polybench.cpp:[[@LINE-7]]:3: remark: loop nest offloaded: a parallel(2) node

static void atax(long m, long n, const elem *__restrict__ A,
                 const elem *__restrict__ x, elem *__restrict__ y,
                 elem *__restrict__ tmp) {
  for (long i = 0; i < m; i++) {
    tmp[i] = 0;
    for (long j = 0; j < n; j++)
      tmp[i] += A[i * n + j] * x[j];
  }
  for (long j = 0; j < n; j++) {
    y[j] = 0;
    for (long i = 0; i < m; i++)
      y[j] += A[i * n + j] * tmp[i];
  }
}
// REPORT: polybench.cpp:[[@LINE-11]]:3: remark: loop nest offloaded: a parallel(1) node
// REPORT: polybench.cpp:[[@LINE-7]]:3: remark: loop nest offloaded: a parallel(1) node

static void jacobi2d(long steps, long n, elem *__restrict__ A,
                     elem *__restrict__ B) {
  for (long t = 0; t < steps; t++) {
    for (long i = 1; i < n - 1; i++)
      for (long j = 1; j < n - 1; j++)
        B[i * n + j] = (A[i * n + j] + A[i * n + j - 1] + A[i * n + j + 1] +
                        A[(i + 1) * n + j] + A[(i - 1) * n + j]) / 5;
    for (long i = 1; i < n - 1; i++)
      for (long j = 1; j < n - 1; j++)
        A[i * n + j] = (B[i * n + j] + B[i * n + j - 1] + B[i * n + j + 1] +
                        B[(i + 1) * n + j] + B[(i - 1) * n + j]) / 5;
  }
}
// REPORT: polybench.cpp:[[@LINE-11]]:3: remark: loop not offloaded: it carries a dependence
// REPORT: polybench.cpp:[[@LINE-11]]:5: remark: loop nest offloaded: a parallel(2) node
// REPORT: polybench.cpp:[[@LINE-8]]:5: remark: loop nest offloaded: a parallel(2) node

static void heat3d(long steps, long n, elem *__restrict__ A,
                   elem *__restrict__ B) {
  for (long t = 1; t <= steps; t++) {
    for (long i = 1; i < n - 1; i++)
      for (long j = 1; j < n - 1; j++)
        for (long k = 1; k < n - 1; k++)
          B[(i * n + j) * n + k] =
              (A[((i + 1) * n + j) * n + k] - 2 * A[(i * n + j) * n + k] +
               A[((i - 1) * n + j) * n + k]) / 8 +
              (A[(i * n + j + 1) * n + k] - 2 * A[(i * n + j) * n + k] +
               A[(i * n + j - 1) * n + k]) / 8 +
              (A[(i * n + j) * n + k + 1] - 2 * A[(i * n + j) * n + k] +
               A[(i * n + j) * n + k - 1]) / 8 +
              A[(i * n + j) * n + k];
    for (long i = 1; i < n - 1; i++)
      for (long j = 1; j < n - 1; j++)
        for (long k = 1; k < n - 1; k++)
          A[(i * n + j) * n + k] = B[(i * n + j) * n + k];
  }
}
// REPORT: polybench.cpp:[[@LINE-18]]:3: remark: loop not offloaded: it carries a dependence
// REPORT: polybench.cpp:[[@LINE-18]]:5: remark: loop nest offloaded: a parallel(3) node
// REPORT: polybench.cpp:[[@LINE-8]]:5: remark: loop nest offloaded: a parallel(3) node

static void prefix(long n, elem *y) {
  for (long i = 1; i < n; i++)
    y[i] += y[i - 1];
}
// REPORT: polybench.cpp:[[@LINE-3]]:3: remark: loop not offloaded: it carries a dependence

static unsigned long checksum(const std::vector<elem> &v) {
  unsigned long s = 0;
  for (size_t i = 0; i < v.size(); ++i)
    s = s * 31 + (unsigned long)v[i];
  return s;
}

static std::vector<elem> data(long n, long seed) {
  std::vector<elem> v(n);
  for (long i = 0; i < n; ++i)
    v[i] = (i * seed + 7) % 19 - 9;
  return v;
}

/// Runs \p kernel, and with timing on prints its time on stderr.
template <class Kernel>
static void run(const char *name, bool timing, Kernel kernel) {
  auto start = std::chrono::steady_clock::now();
  kernel();
  std::chrono::duration<double, std::milli> ms =
      std::chrono::steady_clock::now() - start;
  if (timing)
    std::fprintf(stderr, "time %s %.2f ms\n", name, ms.count());
}

int main(int argc, char **argv) {
  // bench/auto/run.sh passes a size scale; the test runs the smallest.
  const long scale = argc > 1 ? std::atol(argv[1]) : 1;
  const bool timing = argc > 1;
  const long n = 96 * scale, m = 80 * scale, h = 24 * scale;
  std::vector<elem> A = data(n * n, 3), B = data(n * n, 5), C = data(n * n, 7);
  std::vector<elem> D = data(n * n, 11), tmp(n * n);
  run("gemm", timing, [&] { gemm(n, n, n, 2, 3, C.data(), A.data(), B.data()); });
  std::printf("gemm %lu\n", checksum(C));
  run("2mm", timing,
      [&] { mm2(n, tmp.data(), A.data(), B.data(), C.data(), D.data()); });
  std::printf("2mm %lu\n", checksum(D));
  std::vector<elem> S = data(n * m, 13), R = data(n * n, 17);
  run("syrk", timing, [&] { syrk(n, m, R.data(), S.data()); });
  std::printf("syrk %lu\n", checksum(R));
  std::vector<elem> x = data(m, 19), y(m), t(n);
  run("atax", timing, [&] { atax(n, m, S.data(), x.data(), y.data(), t.data()); });
  std::printf("atax %lu\n", checksum(y));
  std::vector<elem> J = data(n * n, 23), K = data(n * n, 29);
  run("jacobi-2d", timing, [&] { jacobi2d(10, n, J.data(), K.data()); });
  std::printf("jacobi-2d %lu\n", checksum(J));
  std::vector<elem> H = data(h * h * h, 31), G = data(h * h * h, 37);
  run("heat-3d", timing, [&] { heat3d(5, h, H.data(), G.data()); });
  std::printf("heat-3d %lu\n", checksum(H));
  std::vector<elem> P = data(4096 * scale, 41);
  run("prefix", timing, [&] { prefix(4096 * scale, P.data()); });
  std::printf("prefix %lu\n", checksum(P));
  return 0;
}
