// stencil_variants.cpp - stencil.cpp's time steps with code variants
// (docs/variants.md), chosen at start-up from HPVM_VARIANTS without
// rebuilding. Each step a -> b (graph 'ab') and b -> a (graph 'ba') has two
// variants:
//
//   points  the default: one instance per point (stencil.cpp's code);
//   runs    one instance per run of `run` points along k, run among 8, 32
//           and 256 (a whole column: stencil.cpp's STENCIL_PARALLEL=2).
//
// A step writes only the interior of its output from its input, so running
// it again changes nothing: the sequential program, which runs both
// variants, computes what either does.
//
//   hpvmcc -O3 -march=native stencil_variants.cpp -o stencil_variants
//   hpvm-tune variants --time-regex 'seconds=([0-9.e+-]+)' \
//     -o stencil.variants -- ./stencil_variants
#include "stencil.h"

static void stencilSteps(float *a, float *b, long nx, long ny, long nz,
                         long steps, float c0, float c1) {
  long run = 32;
#pragma hpvm data inout(a[0:nx * ny * nz], b[0:nx * ny * nz])
  for (long t = 0; t < steps; t += 2) {
#pragma hpvm graph name(ab) variant(points) in(a[0:nx * ny * nz]) inout(b[0:nx * ny * nz])
    {
#pragma hpvm node parallel(3) in(a[0:nx * ny * nz]) inout(b[0:nx * ny * nz])
      for (long i = 1; i < nx - 1; ++i)
        for (long j = 1; j < ny - 1; ++j)
          for (long k = 1; k < nz - 1; ++k) {
            long c = (i * ny + j) * nz + k;
            b[c] = stencil::point(a, c, ny, nz, c0, c1);
          }
    }
#pragma hpvm graph name(ab) variant(runs) tunable(run: 8, 32, 256) in(a[0:nx * ny * nz]) inout(b[0:nx * ny * nz])
    {
#pragma hpvm node parallel(3) in(a[0:nx * ny * nz]) inout(b[0:nx * ny * nz])
      for (long i = 1; i < nx - 1; ++i)
        for (long j = 1; j < ny - 1; ++j)
          for (long kr = 0; kr < (nz - 2 + run - 1) / run; ++kr)
            for (long k = 1 + kr * run; k < 1 + (kr + 1) * run && k < nz - 1;
                 ++k) {
              long c = (i * ny + j) * nz + k;
              b[c] = stencil::point(a, c, ny, nz, c0, c1);
            }
    }
#pragma hpvm graph name(ba) variant(points) in(b[0:nx * ny * nz]) inout(a[0:nx * ny * nz])
    {
#pragma hpvm node parallel(3) in(b[0:nx * ny * nz]) inout(a[0:nx * ny * nz])
      for (long i = 1; i < nx - 1; ++i)
        for (long j = 1; j < ny - 1; ++j)
          for (long k = 1; k < nz - 1; ++k) {
            long c = (i * ny + j) * nz + k;
            a[c] = stencil::point(b, c, ny, nz, c0, c1);
          }
    }
#pragma hpvm graph name(ba) variant(runs) tunable(run: 8, 32, 256) in(b[0:nx * ny * nz]) inout(a[0:nx * ny * nz])
    {
#pragma hpvm node parallel(3) in(b[0:nx * ny * nz]) inout(a[0:nx * ny * nz])
      for (long i = 1; i < nx - 1; ++i)
        for (long j = 1; j < ny - 1; ++j)
          for (long kr = 0; kr < (nz - 2 + run - 1) / run; ++kr)
            for (long k = 1 + kr * run; k < 1 + (kr + 1) * run && k < nz - 1;
                 ++k) {
              long c = (i * ny + j) * nz + k;
              a[c] = stencil::point(b, c, ny, nz, c0, c1);
            }
    }
  }
}

int main() {
  stencil::Problem P;
  bench::timeRegion("stencil_variants", "hpvm", [&] { P.reset(); }, [&] {
    stencilSteps(P.A.data(), P.B.data(), P.NX, P.NY, P.NZ, P.Steps,
                 stencil::C0, stencil::C1);
  });
  return stencil::finish("hpvm", P);
}
