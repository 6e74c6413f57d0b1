// vector_add.cpp - the first hpvmcc program: c = a + b as a dataflow graph.
//
//   hpvmcc -O2 vector_add.cpp -o vector_add && ./vector_add
//
// Compiled by a plain C++ compiler (pragmas ignored) it is the sequential
// program with the same output.
#include <cstdio>
#include <vector>

static void vectorAdd(const float *a, const float *b, float *c, long n) {
#pragma hpvm graph in(a[0:n], b[0:n]) out(c[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n], b[0:n]) out(c[0:n])
    for (long i = 0; i < n; ++i)
      c[i] = a[i] + b[i];
  }
}

int main() {
  const long n = 1 << 20;
  std::vector<float> a(n), b(n), c(n, -1.0f);
  for (long i = 0; i < n; ++i) {
    a[i] = 0.5f * i;
    b[i] = 2.0f * (n - i);
  }

  vectorAdd(a.data(), b.data(), c.data(), n);

  // Check against a sequential computation.
  long wrong = 0;
  double sum = 0;
  for (long i = 0; i < n; ++i) {
    wrong += c[i] != a[i] + b[i];
    sum += c[i];
  }
  std::printf("vector_add: n = %ld, sum = %.1f, %s\n", n, sum,
              wrong ? "WRONG" : "verified against the sequential result");
  return wrong != 0;
}
