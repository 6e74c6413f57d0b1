//===- stencil.h - inputs and check of the 3-D stencil benchmark ----------===//
//
// The Parboil/HPVM 7-point stencil: for each interior point of an
// nx x ny x nz grid (z fastest),
//   out = c1 * (sum of the six neighbours) - c0 * centre,
// over `Steps` time steps, ping-ponging between two grids whose boundary
// planes keep their initial values. Steps is even, so the result is in `a`.
// The check recomputes every step sequentially.
//
//===----------------------------------------------------------------------===//
#ifndef HPVM_BENCH_STENCIL_STENCIL_H
#define HPVM_BENCH_STENCIL_STENCIL_H

#include "../common/bench.h"

#include <cstdio>
#include <vector>

#ifdef __CUDACC__
#define STENCIL_HD __host__ __device__
#else
#define STENCIL_HD
#endif

namespace stencil {

/// The new value of interior point c of the nx x ny x nz grid In: the
/// expression of every variant (hpvmcc's nodes, CUDA, OpenMP, the check).
STENCIL_HD inline float point(const float *In, long c, long ny, long nz,
                              float c0, float c1) {
  return c1 * (In[c - ny * nz] + In[c + ny * nz] + In[c - nz] + In[c + nz] +
               In[c - 1] + In[c + 1]) -
         c0 * In[c];
}

constexpr float C0 = 1.0f / 6.0f;
constexpr float C1 = 1.0f / 6.0f / 6.0f;

struct Problem {
  long NX, NY, NZ, Steps;
  std::vector<float> Init, A, B;
  Problem()
      : NX(bench::quick() ? 64 : 256), NY(NX), NZ(NX),
        Steps(bench::quick() ? 4 : 10), Init(NX * NY * NZ) {
    bench::fill(Init, 3);
    reset();
  }
  long points() const { return NX * NY * NZ; }
  /// Both grids back to the input (the boundary of B must be the input's).
  void reset() {
    A = Init;
    B = Init;
  }
};

/// One step on the interior.
inline void stepReference(const float *In, float *Out, long NX, long NY,
                          long NZ) {
  for (long i = 1; i < NX - 1; ++i)
    for (long j = 1; j < NY - 1; ++j)
      for (long k = 1; k < NZ - 1; ++k) {
        long c = (i * NY + j) * NZ + k;
        Out[c] = point(In, c, NY, NZ, C0, C1);
      }
}

inline int finish(const char *Variant, const Problem &P) {
  std::vector<float> A = P.Init, B = P.Init;
  for (long T = 0; T < P.Steps; T += 2) {
    stepReference(A.data(), B.data(), P.NX, P.NY, P.NZ);
    stepReference(B.data(), A.data(), P.NX, P.NY, P.NZ);
  }
  bool Ok = true;
  for (long I = 0; I < P.points(); ++I)
    if (!bench::close(P.A[I], A[I], 1e-5)) {
      std::fprintf(stderr, "stencil/%s: a[%ld] = %g, want %g\n", Variant, I,
                   P.A[I], A[I]);
      Ok = false;
      break;
    }
  char Size[64];
  std::snprintf(Size, sizeof Size, "%ldx%ldx%ld*%ld", P.NX, P.NY, P.NZ,
                P.Steps);
  return bench::finish("stencil", Variant, bench::checksum(P.A.data(),
                                                           P.points()),
                       Ok, Size);
}

} // namespace stencil

#endif // HPVM_BENCH_STENCIL_STENCIL_H
