// A graph in a function of a nested namespace, whose nodes use a type, a
// constant and an inline helper of that namespace, called from main through
// its qualified name. Checked against a direct computation; the sequential
// build prints the same.
// RUN: %hpvmcc -O2 %s -o %t && %t | FileCheck %s
// RUN: env HPVM_NUM_THREADS=1 %t | FileCheck %s
// RUN: %clangxx -O2 -Wno-unknown-pragmas %s -o %t.seq && %t.seq > %t.seq.out && %t > %t.out && diff %t.seq.out %t.out
// CHECK:      namespace: 4099 points, sum of norms 5530575, OK
#include <cstdio>
#include <vector>

namespace geo {
namespace detail {
constexpr int Scale = 3;
inline int manhattan(int x, int y) {
  return (x < 0 ? -x : x) + (y < 0 ? -y : y);
}
} // namespace detail

struct Point {
  int x, y;
};

void norms(const Point *pts, int *out, long n) {
#pragma hpvm graph in(pts[0:n]) out(out[0:n])
  {
#pragma hpvm node parallel(1)
    for (long i = 0; i < n; ++i)
      out[i] = detail::Scale * detail::manhattan(pts[i].x, pts[i].y);
  }
}
} // namespace geo

int main() {
  const long n = 4099;
  std::vector<geo::Point> pts(n);
  std::vector<int> out(n, -1);
  for (long i = 0; i < n; ++i)
    pts[i] = {int(i % 1001) - 500, int((i * 37) % 777) - 388};
  geo::norms(pts.data(), out.data(), n);
  bool ok = true;
  long sum = 0;
  for (long i = 0; i < n; ++i) {
    int x = pts[i].x < 0 ? -pts[i].x : pts[i].x;
    int y = pts[i].y < 0 ? -pts[i].y : pts[i].y;
    ok &= out[i] == 3 * (x + y);
    sum += out[i];
  }
  std::printf("namespace: %ld points, sum of norms %ld, %s\n", n, sum,
              ok ? "OK" : "WRONG");
  return ok ? 0 : 1;
}
