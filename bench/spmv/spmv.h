//===- spmv.h - inputs and check of the CSR spmv benchmark ----------------===//
//
// y = A * x for a square sparse matrix in CSR form (int row pointers and
// column indices, float values), one product per timed run. Rows have 4 to
// 28 entries (16 on average) at distinct columns within +-2048 of the
// diagonal, wrapping around: irregular row lengths and gathers from x, as in
// the Parboil spmv, with a footprint that does not fit in the caches.
// The check recomputes 1024 sampled rows in double.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_SPMV_SPMV_H
#define HPVM_BENCH_SPMV_SPMV_H

#include "../common/bench.h"

#include <cstdio>
#include <vector>

namespace spmv {

struct Problem {
  long N, NNZ;
  std::vector<int> RowPtr, Col;
  std::vector<float> Val, X, Y;
  Problem() : N(bench::quick() ? (1 << 16) : (1 << 20)), RowPtr(N + 1) {
    bench::Lcg R(4);
    RowPtr[0] = 0;
    for (long I = 0; I < N; ++I) {
      long Len = 4 + R.below(25);
      long Base = I - 2048 + R.below(4096 - 32 * Len); // no repeats below
      for (long K = 0; K < Len; ++K) {
        long C = Base + 32 * K + R.below(32);
        Col.push_back(static_cast<int>(((C % N) + N) % N));
        Val.push_back(R.uniform());
      }
      RowPtr[I + 1] = static_cast<int>(Col.size());
    }
    NNZ = static_cast<long>(Col.size());
    X.resize(N);
    bench::fill(X, 5);
    Y.assign(N, -1.0f);
  }
};

inline int finish(const char *Variant, const Problem &P) {
  bench::Lcg R(77);
  bool Ok = true;
  for (int S = 0; S < 1026; ++S) {
    long I = S == 1024 ? 0 : S == 1025 ? P.N - 1 : R.below(P.N);
    double Want = 0, Mag = 0;
    for (long K = P.RowPtr[I]; K < P.RowPtr[I + 1]; ++K) {
      double Prod = double(P.Val[K]) * double(P.X[P.Col[K]]);
      Want += Prod;
      Mag += std::fabs(Prod);
    }
    if (std::fabs(P.Y[I] - Want) > 1e-5 * std::max(1.0, Mag)) {
      if (Ok)
        std::fprintf(stderr, "spmv/%s: y[%ld] = %g, want %g\n", Variant, I,
                     P.Y[I], Want);
      Ok = false;
    }
  }
  char Size[64];
  std::snprintf(Size, sizeof Size, "%ld/%ld", P.N, P.NNZ);
  return bench::finish("spmv", Variant, bench::checksum(P.Y.data(), P.N), Ok,
                       Size);
}

} // namespace spmv

#endif // HPVM_BENCH_SPMV_SPMV_H
