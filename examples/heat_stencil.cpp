// Heat spreading over a square plate: a 5-point stencil time loop. Each
// step is two graphs (u -> v, then v -> u, so no copy is needed), and the
// `data` region around the time loop keeps both grids on the GPU for all
// the steps: they are copied in once and back once, not at every graph
// (`--hpvm-report` says so at the pragmas; `HPVM_PROFILE=1` counts the
// copies). The edges of the plate stay at their temperature. Checked
// against the same loop run without the pragmas.
//
//   hpvmcc -O2 examples/heat_stencil.cpp -o heat && ./heat
//   hpvmcc -O2 --hpvm-targets=gpu examples/heat_stencil.cpp -o heat &&
//   HPVM_PROFILE=1 ./heat
// POLICY-TESTS: skip e2e-pragma/data-region-time-steps.cpp tests the same
#include <cmath>
#include <cstdio>
#include <vector>

/// The temperature of point (i, j) after one step, from grid g.
inline float relaxed(const float *g, long n, long i, long j) {
  return g[i * n + j] +
         0.2f * (g[(i - 1) * n + j] + g[(i + 1) * n + j] + g[i * n + j - 1] +
                 g[i * n + j + 1] - 4 * g[i * n + j]);
}

void heat(float *u, float *v, long n, int steps) {
#pragma hpvm data inout(u[0:n*n], v[0:n*n])
  for (int t = 0; t < steps; ++t) {
#pragma hpvm graph in(u[0:n*n]) inout(v[0:n*n])
    {
#pragma hpvm node parallel(2) in(u[0:n*n]) inout(v[0:n*n])
      for (long i = 1; i < n - 1; ++i)
        for (long j = 1; j < n - 1; ++j)
          v[i * n + j] = relaxed(u, n, i, j);
    }
#pragma hpvm graph in(v[0:n*n]) inout(u[0:n*n])
    {
#pragma hpvm node parallel(2) in(v[0:n*n]) inout(u[0:n*n])
      for (long i = 1; i < n - 1; ++i)
        for (long j = 1; j < n - 1; ++j)
          u[i * n + j] = relaxed(v, n, i, j);
    }
  }
}

int main() {
  const long n = 96;
  const int steps = 50;
  // A cold plate with one hot edge.
  std::vector<float> u(n * n, 0.0f);
  for (long j = 0; j < n; ++j)
    u[j] = 100.0f;
  std::vector<float> v = u, ru = u, rv = u;
  heat(u.data(), v.data(), n, steps);
  for (int t = 0; t < 2 * steps; ++t) {
    std::vector<float> &from = t % 2 ? rv : ru, &to = t % 2 ? ru : rv;
    for (long i = 1; i < n - 1; ++i)
      for (long j = 1; j < n - 1; ++j)
        to[i * n + j] = relaxed(from.data(), n, i, j);
  }
  float worst = 0, total = 0;
  for (long i = 0; i < n * n; ++i) {
    worst = std::fmax(worst, std::fabs(u[i] - ru[i]));
    total += u[i];
  }
  std::printf("heat_stencil: %ld x %ld plate, %d steps, heat %.0f, within "
              "1e-3 of the loop: %s\n",
              n, n, 2 * steps, total, worst < 1e-3f ? "OK" : "WRONG");
  return worst < 1e-3f ? 0 : 1;
}
