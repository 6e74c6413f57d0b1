// main.cpp - the host program, compiled by the project's own compiler; it
// checks the library's result against a sequential computation.
#include "saxpy.h"

#include <cstdio>
#include <vector>

int main() {
  const long n = 100000;
  std::vector<float> x(n), y(n), expected(n);
  for (long i = 0; i < n; ++i) {
    x[i] = 0.25f * (i % 1000);
    y[i] = 1.0f * (i % 7);
    expected[i] = 3.0f * x[i] + y[i];
  }
  saxpy(3.0f, x.data(), y.data(), n);
  long wrong = 0;
  for (long i = 0; i < n; ++i)
    wrong += y[i] != expected[i];
  if (wrong) {
    std::printf("saxpy: %ld of %ld elements wrong\n", wrong, n);
    return 1;
  }
  std::printf("saxpy: n = %ld, verified against the sequential result\n", n);
  return 0;
}
