// A task graph: three nodes that read the same signal and do not depend on
// each other (a low-pass filter, a high-pass filter, the signal's energy)
// may run at the same time, and a fourth node that needs two of them runs
// once both are done. hpvmcc finds the edges from the data clauses: a node
// that reads what another writes runs after it (`--emit=dfg` shows the
// graph; at -O1 and above the two filters, independent loops over the same
// range, are fused into one). Checked against the same steps run one after
// the other.
//
//   hpvmcc -O2 examples/task_graph.cpp -o tasks && ./tasks
//   hpvmcc -O2 --emit=dfg-dot examples/task_graph.cpp -o tasks.dot
// POLICY-TESTS: skip e2e-pragma/tasks-out-scalars.cpp tests the same
#include <cmath>
#include <cstdio>
#include <vector>

void equalize(const float *x, float *low, float *high, float *y, long n,
              double &energy) {
#pragma hpvm graph in(x[0:n]) out(low[0:n], high[0:n], y[0:n], energy)
  {
#pragma hpvm node name(lowpass) parallel(1) in(x[0:n]) out(low[0:n])
    for (long i = 0; i < n; ++i)
      low[i] =
          0.25f * (x[i > 0 ? i - 1 : i] + 2 * x[i] + x[i + 1 < n ? i + 1 : i]);
#pragma hpvm node name(highpass) parallel(1) in(x[0:n]) out(high[0:n])
    for (long i = 0; i < n; ++i)
      high[i] = x[i] - x[i > 0 ? i - 1 : i];
#pragma hpvm node name(energy) in(x[0:n]) out(energy)
    {
      double e = 0;
      for (long i = 0; i < n; ++i)
        e += double(x[i]) * x[i];
      energy = e;
    }
#pragma hpvm node name(mix) parallel(1) in(low[0:n], high[0:n]) out(y[0:n])
    for (long i = 0; i < n; ++i)
      y[i] = low[i] + 0.5f * high[i];
  }
}

int main() {
  const long n = 1 << 16;
  std::vector<float> x(n), low(n), high(n), y(n);
  for (long i = 0; i < n; ++i)
    x[i] = std::sin(0.01f * float(i)) + 0.1f * float(i % 7);
  double energy = 0;
  equalize(x.data(), low.data(), high.data(), y.data(), n, energy);
  double wantEnergy = 0;
  bool same = true;
  for (long i = 0; i < n; ++i) {
    float l =
        0.25f * (x[i > 0 ? i - 1 : i] + 2 * x[i] + x[i + 1 < n ? i + 1 : i]);
    float h = x[i] - x[i > 0 ? i - 1 : i];
    // Within rounding: a GPU contracts a * b + c into one instruction.
    same &= std::fabs(low[i] - l) < 1e-5f && std::fabs(high[i] - h) < 1e-5f &&
            std::fabs(y[i] - (l + 0.5f * h)) < 1e-5f;
    wantEnergy += double(x[i]) * x[i];
  }
  same &= std::fabs(energy - wantEnergy) < 1e-6 * wantEnergy;
  std::printf("task_graph: %ld samples, energy %.1f: %s\n", n, energy,
              same ? "OK" : "WRONG");
  return same ? 0 : 1;
}
