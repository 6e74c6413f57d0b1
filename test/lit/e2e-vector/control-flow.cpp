// Control flow that differs between instances: nested if/else, a loop left
// by a break with the counter used after it, a while loop with an if
// inside, a loop with two breaks, a switch, a division only some instances
// do (a zero divisor in the others), nested loops of instance-dependent
// lengths. Built for the vector target it gives the cpu target's and the
// sequential program's results.
// REQUIRES: avx2
// RUN: %clangxx -O2 -march=x86-64-v3 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out
// RUN: %hpvmcc -O2 -march=x86-64-v3 %s -o %t.cpu && %t.cpu | diff %t.seq.out -
// RUN: %hpvmcc -O2 -march=x86-64-v3 --hpvm-targets=vector --hpvm-report %s -o %t.avx2 2>&1 | FileCheck %s --check-prefix=REPORT
// RUN: %t.avx2 | diff %t.seq.out -
// RUN: %hpvmcc -O0 -march=x86-64-v3 --hpvm-targets=vector %s -o %t.O0 && %t.O0 | diff %t.seq.out -
// RUN: %if avx512 %{ %clangxx -O2 -march=skylake-avx512 -Wno-unknown-pragmas %s -o %t.seq512 && %t.seq512 > %t.seq512.out %}
// RUN: %if avx512 %{ %hpvmcc -O2 -march=skylake-avx512 --hpvm-targets=vector %s -o %t.avx512 && %t.avx512 | diff %t.seq512.out - %}
// RUN: FileCheck %s < %t.seq.out
// REPORT-COUNT-6: {{ }}vectorised: {{[48]}} lanes, 256-bit vectors
// REPORT-NOT: not vectorised
// CHECK: ifelse
// CHECK: nested
#include <cstdio>
#include <cstdlib>
#include <vector>

static void ifElse(const float *a, float *c, long n) {
#pragma hpvm graph in(a[0:n]) out(c[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(c[0:n])
    for (long i = 0; i < n; ++i) {
      float x = a[i];
      if (x > 0.5f) {
        if (x > 0.8f)
          c[i] = x * 3;
        else
          c[i] = x * 2;
      } else {
        c[i] = -x;
      }
    }
  }
}

static void firstAbove(const float *a, int *out, long n, float limit) {
#pragma hpvm graph in(a[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      int k;
      for (k = 0; k < 100; ++k)
        if (a[(i + k) % n] > limit)
          break;
      out[i] = k;
    }
  }
}

static void collatz(const int *start, int *steps, long n) {
#pragma hpvm graph in(start[0:n]) out(steps[0:n])
  {
#pragma hpvm node parallel(1) in(start[0:n]) out(steps[0:n])
    for (long i = 0; i < n; ++i) {
      long x = start[i];
      int s = 0;
      while (x != 1) {
        if (x % 2)
          x = 3 * x + 1;
        else
          x = x / 2;
        ++s;
      }
      steps[i] = s;
    }
  }
}

static void twoExits(const int *a, int *out, long n) {
#pragma hpvm graph in(a[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      int k = 0, why = 0;
      for (; k < 50; ++k) {
        int v = a[(i * 3 + k) % n];
        if (v % 17 == 0) {
          why = 1;
          break;
        }
        if (v % 23 == 0) {
          why = 2;
          break;
        }
      }
      out[i] = k * 10 + why;
    }
  }
}

static void divideSwitch(const int *a, const int *b, int *out, long n) {
#pragma hpvm graph in(a[0:n], b[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(a[0:n], b[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      int r = 0;
      if (b[i] != 0)
        r = a[i] / b[i];
      switch (a[i] & 3) {
      case 0:
        r += 1;
        break;
      case 1:
        r *= 3;
        break;
      case 2:
        r -= 7;
        break;
      default:
        r ^= 5;
        break;
      }
      out[i] = r;
    }
  }
}

static void nested(const int *len, const float *a, float *out, long n) {
#pragma hpvm graph in(len[0:n], a[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1) in(len[0:n], a[0:n]) out(out[0:n])
    for (long i = 0; i < n; ++i) {
      float s = 0;
      for (int j = 0; j < len[i]; ++j)
        for (int k = 0; k < j; ++k)
          s += a[(j * 7 + k) % n] * (k + 1);
      out[i] = s;
    }
  }
}

template <typename T> static double weighted(const std::vector<T> &v) {
  double s = 0;
  for (size_t i = 0; i < v.size(); ++i)
    s += (double)v[i] * (double)(i % 7 + 1);
  return s;
}

int main() {
  const long n = 1003;
  std::vector<float> a(n), c(n);
  std::vector<int> ia(n), ib(n), len(n), out(n);
  srand(42);
  for (long i = 0; i < n; ++i) {
    a[i] = (float)(rand() % 1000) / 1000.0f;
    ia[i] = rand() % 100000 + 1;
    ib[i] = rand() % 5 - 2;
    len[i] = rand() % 20;
  }
  ifElse(a.data(), c.data(), n);
  std::printf("ifelse %.4f\n", weighted(c));
  firstAbove(a.data(), out.data(), n, 0.9f);
  std::printf("firstAbove %.4f\n", weighted(out));
  collatz(ia.data(), out.data(), n);
  std::printf("collatz %.4f\n", weighted(out));
  twoExits(ia.data(), out.data(), n);
  std::printf("twoExits %.4f\n", weighted(out));
  divideSwitch(ia.data(), ib.data(), out.data(), n);
  std::printf("divideSwitch %.4f\n", weighted(out));
  nested(len.data(), a.data(), c.data(), n);
  std::printf("nested %.4f\n", weighted(c));
  return 0;
}
