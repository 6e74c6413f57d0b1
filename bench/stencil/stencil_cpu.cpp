// stencil_cpu.cpp - hand-written CPU baseline of stencil.cpp: the same loop
// nest, two time steps per iteration of the host loop, with OpenMP.
//
//   clang++-19 -O3 -march=native -fopenmp stencil_cpu.cpp -o stencil_omp
//   clang++-19 -O3 -march=native -Wno-unknown-pragmas stencil_cpu.cpp -o stencil_seq
//
// Without -fopenmp it is the sequential baseline of exactly the same code.
#include "stencil.h"

#ifdef _OPENMP
#define VARIANT "omp"
#else
#define VARIANT "seq"
#endif

static void step(const float *in, float *out, long nx, long ny, long nz,
                 float c0, float c1) {
#pragma omp parallel for schedule(static)
  for (long i = 1; i < nx - 1; ++i)
    for (long j = 1; j < ny - 1; ++j)
      for (long k = 1; k < nz - 1; ++k) {
        long c = (i * ny + j) * nz + k;
        out[c] = stencil::point(in, c, ny, nz, c0, c1);
      }
}

static void stencilSteps(float *a, float *b, long nx, long ny, long nz,
                         long steps, float c0, float c1) {
  for (long t = 0; t < steps; t += 2) {
    step(a, b, nx, ny, nz, c0, c1);
    step(b, a, nx, ny, nz, c0, c1);
  }
}

int main() {
  stencil::Problem P;
  bench::timeRegion("stencil", VARIANT, [&] { P.reset(); }, [&] {
    stencilSteps(P.A.data(), P.B.data(), P.NX, P.NY, P.NZ, P.Steps,
                 stencil::C0, stencil::C1);
  });
  return stencil::finish(VARIANT, P);
}
