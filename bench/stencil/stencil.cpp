// stencil.cpp - 7-point 3-D stencil over several time steps.
//
//   hpvmcc -O3 -march=native stencil.cpp -o stencil
//
// Each graph does two time steps, a -> b and b -> a: two nodes, the second
// reading what the first wrote (an inferred edge); the host loop launches
// Steps / 2 graphs. A node writes only the interior of its output, so the
// output is inout: its boundary must keep the values it already has. A data
// region around the time loop tracks both grids once, so on a GPU they are
// copied in before the first graph and back after the last, not per graph.
// Baselines: stencil_cpu.cpp (OpenMP / sequential), stencil.cu (CUDA).
// -DSTENCIL_PARALLEL=2 makes each instance run a whole k column (i x j
// instances) instead of one point (i x j x k, the default 3): the variant
// hpvm-tune variants chooses between (docs/tuning.md).
#include "stencil.h"

#ifndef BENCH_VARIANT
#define BENCH_VARIANT "hpvm"
#endif
#ifndef STENCIL_PARALLEL
#define STENCIL_PARALLEL 3
#endif

static void stencilSteps(float *a, float *b, long nx, long ny, long nz,
                         long steps, float c0, float c1) {
#pragma hpvm data inout(a[0:nx * ny * nz], b[0:nx * ny * nz])
  for (long t = 0; t < steps; t += 2) {
#pragma hpvm graph inout(a[0:nx * ny * nz], b[0:nx * ny * nz])
    {
#pragma hpvm node parallel(STENCIL_PARALLEL) in(a[0:nx * ny * nz]) inout(b[0:nx * ny * nz])
      for (long i = 1; i < nx - 1; ++i)
        for (long j = 1; j < ny - 1; ++j)
          for (long k = 1; k < nz - 1; ++k) {
            long c = (i * ny + j) * nz + k;
            b[c] = stencil::point(a, c, ny, nz, c0, c1);
          }
#pragma hpvm node parallel(STENCIL_PARALLEL) in(b[0:nx * ny * nz]) inout(a[0:nx * ny * nz])
      for (long i = 1; i < nx - 1; ++i)
        for (long j = 1; j < ny - 1; ++j)
          for (long k = 1; k < nz - 1; ++k) {
            long c = (i * ny + j) * nz + k;
            a[c] = stencil::point(b, c, ny, nz, c0, c1);
          }
    }
  }
}

int main() {
  stencil::Problem P;
  bench::timeRegion("stencil", BENCH_VARIANT, [&] { P.reset(); }, [&] {
    stencilSteps(P.A.data(), P.B.data(), P.NX, P.NY, P.NZ, P.Steps,
                 stencil::C0, stencil::C1);
  });
  return stencil::finish(BENCH_VARIANT, P);
}
