// Task parallelism: two independent single-instance nodes each reduce the
// input to a scalar listed in out(...) (a sum as long, a maximum as float,
// which travels promoted to double), and a third node joins them through
// the inferred scalar edges into a result that is also a graph output. The
// program checks every scalar against a sequential computation; the
// sequential build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      tasks: sum = 4999950000, max = 99999.5, count = 10, result = 150009.0, OK
#include <cstdio>
#include <vector>

static double tasks(const int *a, const float *b, long n, long &sum,
                    float &mx, short &count) {
  double result = 0;
#pragma hpvm graph in(a[0:n], b[0:n])
  {
#pragma hpvm node name(sumTask) in(a[0:n]) out(sum)
    {
      long s = 0;
      for (long i = 0; i < n; ++i)
        s += a[i];
      sum = s;
    }
#pragma hpvm node name(maxTask) in(b[0:n]) out(mx, count)
    {
      float m = b[0];
      short c = 0;
      for (long i = 1; i < n; ++i) {
        if (b[i] > m)
          m = b[i];
        c += b[i] > 99990.0f;
      }
      mx = m;
      count = c;
    }
#pragma hpvm node name(join) out(result)
    { result = double(sum) / double(n) + mx + count; }
  }
  return result;
}

int main() {
  const long n = 100000;
  std::vector<int> a(n);
  std::vector<float> b(n);
  for (long i = 0; i < n; ++i) {
    a[i] = int(i);
    b[i] = float((i * 7919) % n) + 0.5f;
  }
  long sum = -1;
  float mx = -1;
  short count = -1;
  double result = tasks(a.data(), b.data(), n, sum, mx, count);

  long wantSum = 0;
  float wantMax = b[0];
  short wantCount = 0;
  for (long i = 0; i < n; ++i)
    wantSum += a[i];
  for (long i = 1; i < n; ++i) {
    wantMax = b[i] > wantMax ? b[i] : wantMax;
    wantCount += b[i] > 99990.0f;
  }
  double want = double(wantSum) / double(n) + wantMax + wantCount;
  bool ok = sum == wantSum && mx == wantMax && count == wantCount &&
            result == want;
  std::printf("tasks: sum = %ld, max = %.1f, count = %d, result = %.1f, %s\n",
              sum, mx, count, result, ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
