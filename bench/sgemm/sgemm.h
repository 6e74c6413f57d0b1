//===- sgemm.h - inputs and check of the sgemm benchmarks -----------------===//
//
// C = A * B for square row-major n x n float matrices (no alpha/beta: the
// Parboil/HPVM sgemm kernels' core). n is a multiple of the 16 x 16 tile of
// the tiled variants. The check recomputes 256 sampled entries in double.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_SGEMM_SGEMM_H
#define HPVM_BENCH_SGEMM_SGEMM_H

#include "../common/bench.h"

#include <cstdio>
#include <vector>

namespace sgemm {

constexpr long Tile = 16;
/// Default sides: the naive kernel is ~100x slower than the tiled one on a CPU.
constexpr long NaiveN = 512, TiledN = 1024;

/// Side of the matrices: SGEMM_N, else Default (256 with BENCH_QUICK=1),
/// rounded up to a multiple of the tile.
inline long size(long Default) {
  const char *S = std::getenv("SGEMM_N");
  long N = S ? std::atol(S) : 0;
  if (N <= 0)
    N = bench::quick() ? 256 : Default;
  return (N + Tile - 1) / Tile * Tile;
}

struct Problem {
  long N;
  std::vector<float> A, B, C;
  explicit Problem(long N) : N(N), A(N * N), B(N * N), C(N * N, -1.0f) {
    bench::fill(A, 1);
    bench::fill(B, 2);
  }
};

/// Compares 256 sampled entries (and the corners) with a double-precision
/// dot product, then prints the result line.
inline int finish(const char *Bench, const char *Variant, const Problem &P) {
  bench::Lcg R(99);
  bool Ok = true;
  long N = P.N;
  for (int S = 0; S < 258; ++S) {
    long I = S == 256 ? 0 : S == 257 ? N - 1 : R.below(N);
    long J = S == 256 ? 0 : S == 257 ? N - 1 : R.below(N);
    double Want = 0, Mag = 0;
    for (long K = 0; K < N; ++K) {
      double Prod = double(P.A[I * N + K]) * double(P.B[K * N + J]);
      Want += Prod;
      Mag += std::fabs(Prod);
    }
    // Float accumulation in any order stays within n * eps * sum|a*b|.
    if (std::fabs(P.C[I * N + J] - Want) > 1e-6 * N * std::max(1.0, Mag)) {
      if (Ok)
        std::fprintf(stderr, "%s/%s: C[%ld][%ld] = %g, want %g\n", Bench,
                     Variant, I, J, P.C[I * N + J], Want);
      Ok = false;
    }
  }
  char Size[32];
  std::snprintf(Size, sizeof Size, "%ld", N);
  return bench::finish(Bench, Variant, bench::checksum(P.C.data(), N * N), Ok,
                       Size);
}

} // namespace sgemm

#endif // HPVM_BENCH_SGEMM_SGEMM_H
